/** State of the dialog host: the open dialogs (a stack) and the toasts. */
import type { ReactNode } from 'react';

export interface DialogSpec {
  id: number;
  title: string;
  size: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  role: 'dialog' | 'alertdialog';
  html?: string;
  content?: ReactNode;
  footer?: (close: () => void) => ReactNode;
  onClosed: () => void;
  element?: HTMLDialogElement;
}

export interface ToastSpec {
  id: number;
  kind: 'success' | 'warning' | 'error';
  title?: string;
  message: string;
}

interface State {
  dialogs: DialogSpec[];
  toasts: ToastSpec[];
}

let state: State = { dialogs: [], toasts: [] };
const listeners = new Set<() => void>();
let nextId = 1;

export const newId = (): number => nextId++;

export function getState(): State {
  return state;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export const addDialog = (dialog: DialogSpec) => update({ ...state, dialogs: [...state.dialogs, dialog] });
export const removeDialog = (id: number) => update({ ...state, dialogs: state.dialogs.filter((d) => d.id !== id) });
export const addToast = (toast: ToastSpec) => update({ ...state, toasts: [...state.toasts, toast] });
export const removeToast = (id: number) => update({ ...state, toasts: state.toasts.filter((n) => n.id !== id) });

/** Records the dialog's element once it is on the page (the toasts move into the top dialog). */
export function setDialogElement(id: number, element: HTMLDialogElement): void {
  update({ ...state, dialogs: state.dialogs.map((d) => (d.id === id ? Object.assign(d, { element }) : d)) });
}

/** Replaces the HTML body (and title) of an open dialog: links and forms inside a modal load within it. */
export function updateDialog(id: number, content: { html: string; title?: string }): void {
  update({
    ...state,
    // Same spec object (its effects keep running: the dialog stays open), new array (the host re-renders).
    dialogs: state.dialogs.map((d) =>
      d.id === id ? Object.assign(d, { html: content.html, title: content.title || d.title }) : d,
    ),
  });
}
