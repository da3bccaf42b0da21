/**
 * The asset upload's hooks: its state (`uploadReducer`) and the flows that change it (upload-flow.ts), and what the
 * widget does to the theme's own markup: the file input (its files, disabled while sending), the field's aria-busy,
 * the required-file checkbox, and the focus after a change.
 */
import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { emit } from '../../runtime/events.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { type Asset, dropIndex } from './asset-model.ts';
import type { CropSize } from './crop-rules.ts';
import type { AssetUploadOptions } from './definition.ts';
import { chooseFiles, type UploadFlow } from './upload-flow.ts';
import { type FocusRequest, initialUpload, uploadReducer } from './upload-state.ts';

/** The theme's markup the widget works with. */
export interface UploadField {
  /** The hook (the fieldset): aria-busy while sending. */
  element: HTMLElement;
  input: HTMLInputElement;
  /** The file input's name, taken off it: the files never go with the form. */
  inputName: string | null;
  /** The [data-asset-required] checkbox, if any. */
  required: HTMLInputElement | null;
}

export interface AssetUploadSetup {
  field: UploadField;
  options: AssetUploadOptions;
  crop: CropSize | undefined;
  runtime: Runtime;
  signal: AbortSignal;
  /** The assets the page came with. */
  initial: Asset[];
}

/** The state, and the flows that tell it what changed (drawn at once, so that the focus can follow). */
export function useAssetUpload({ field, options, crop, runtime, signal, initial }: AssetUploadSetup) {
  const [state, dispatch] = useReducer(uploadReducer, initial, initialUpload);
  const assets = useRef(state.assets);
  useLayoutEffect(() => {
    assets.current = state.assets;
  }, [state.assets]);
  const running = useRef<AbortController | undefined>(undefined);
  const [flow] = useState<UploadFlow>(() => ({
    options,
    crop,
    runtime,
    signal,
    input: field.input,
    inputName: field.inputName,
    dispatch: (action) => flushSync(() => dispatch(action)),
    assets: () => assets.current,
    running,
  }));
  useFileInput(field.input, flow);
  useEffect(() => () => running.current?.abort(), []);
  return { state, dispatch, flow, running };
}

/** The files the shopper chooses go to the flow; the input is emptied, so that the same file can be chosen again. */
function useFileInput(input: HTMLInputElement, flow: UploadFlow): void {
  useLayoutEffect(() => {
    const onChange = () => {
      const files = Array.from(input.files ?? []);
      input.value = '';
      chooseFiles(files, flow);
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, [input, flow]);
}

/**
 * While sending: the field is aria-busy, the input disabled and the focus on Cancel; after, the input is usable
 * again and takes the focus back from Cancel (or from nowhere). The focus moves in the effect's setup: a change of
 * focus in a cleanup is undone by React (it gives the focus back to the element that had it before the commit).
 */
export function useBusyField(
  field: UploadField,
  busy: boolean,
  cancel: RefObject<HTMLButtonElement | null>,
  signal: AbortSignal,
): void {
  const { element, input } = field;
  const wasBusy = useRef(false);
  useLayoutEffect(() => {
    if (busy === wasBusy.current) return;
    wasBusy.current = busy;
    markBusy(element, input, busy);
    const active = document.activeElement;
    if (busy) cancel.current?.focus();
    else if (!signal.aborted && (active === cancel.current || active === document.body || !active)) input.focus();
  }, [element, input, busy, cancel, signal]);
  // Gone while sending: the input is the theme's again.
  useEffect(() => () => markBusy(element, input, false), [element, input]);
}

function markBusy(element: HTMLElement, input: HTMLInputElement, busy: boolean): void {
  if (busy) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
  input.disabled = busy;
}

/**
 * The required-file checkbox says whether an asset exists: the widget ticks it (a change event for the
 * validation, whose message a validation:reset clears), the shopper does not.
 */
export function useRequiredFile(required: HTMLInputElement | null, assets: Asset[]): void {
  useEffect(() => {
    if (!required) return undefined;
    const refuse = (event: Event) => event.preventDefault();
    required.addEventListener('click', refuse);
    required.setAttribute('tabindex', '-1');
    required.setAttribute('aria-readonly', 'true');
    return () => required.removeEventListener('click', refuse);
  }, [required]);
  useLayoutEffect(() => {
    if (required) tick(required, assets.length > 0);
  }, [required, assets]);
}

function tick(required: HTMLInputElement, ticked: boolean): void {
  if (required.checked !== ticked) {
    required.checked = ticked;
    required.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (ticked) emit('validation:reset', {}, { target: required });
}

/** A focus request of the reducer: that part of that asset's row, or the file input when the row is gone. */
export function useFocusRequest(
  list: RefObject<HTMLUListElement | null>,
  input: HTMLInputElement,
  focus: FocusRequest | null,
): void {
  useLayoutEffect(() => {
    if (!focus) return;
    const item = focus.guid ? list.current?.querySelector(`[data-asset-guid="${CSS.escape(focus.guid)}"]`) : null;
    (item?.querySelector<HTMLElement>(focus.part) ?? input).focus();
  }, [list, input, focus]);
}

/** A row dragged by its move handle: where it would go while dragging, and the move when it is dropped. */
export interface RowDrag {
  from: number;
  to: number;
}

export function useRowDrag(list: RefObject<HTMLUListElement | null>, onDrop: (from: number, to: number) => void) {
  // The state draws the rows' classes; the ref is what the next pointer event reads (drawn or not yet).
  const [drag, setDrag] = useState<RowDrag | null>(null);
  const current = useRef<RowDrag | null>(null);
  const update = (next: RowDrag | null) => {
    current.current = next;
    setDrag(next);
  };
  const handlers = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      update({ from: index, to: index });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const dragging = current.current;
      if (!dragging) return;
      const rows = Array.from(list.current?.children ?? [], (row) => row.getBoundingClientRect());
      update({ from: dragging.from, to: dropIndex(event.clientY, rows) });
    },
    onPointerUp: () => {
      const dropped = current.current;
      if (!dropped) return;
      update(null);
      onDrop(dropped.from, dropped.to);
    },
    onPointerCancel: () => update(null),
  });
  return { drag, handlers };
}
