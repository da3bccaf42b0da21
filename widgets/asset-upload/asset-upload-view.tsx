/**
 * The asset upload's components (runtime spec §3 asset widget, §4 upload, delete, rename, reorder): after the
 * theme's file input, the progress line with its Cancel button, the refusals (role alert, the input described by
 * them), the list of assets (each row: move handle in multiple mode, thumbnail, name, file name and size, Rename,
 * Crop for an image of a field with a crop size, Delete), the status line, and the hidden form fields of runtime
 * spec §3. The state is `uploadReducer`'s (upload-state.ts); the steps are upload-flow.ts's.
 */
import { type ReactNode, type RefObject, useRef } from 'react';
import { t } from '../../runtime/i18n.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import { type Asset, formFields, keyTarget } from './asset-model.ts';
import { readableSize, type Refusal } from './file-checks.ts';
import { cropAgain, renameAsset, type UploadFlow } from './upload-flow.ts';
import type { UploadAction, UploadProgressState } from './upload-state.ts';
import {
  type AssetUploadSetup,
  type RowDrag,
  useAssetUpload,
  useBusyField,
  useFocusRequest,
  useRequiredFile,
  useRowDrag,
} from './use-asset-upload.ts';

const say = (message: Refusal | null) => (message ? t(message.key, message.values) : '');

export function AssetUpload(setup: AssetUploadSetup) {
  const { field, options } = setup;
  const { state, dispatch, flow, running } = useAssetUpload(setup);
  const list = useRef<HTMLUListElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useBusyField(field, state.progress !== null, cancel, setup.signal);
  useRequiredFile(field.required, state.assets);
  useFocusRequest(list, field.input, state.focus);
  const id = options.uniqueId;
  return (
    <>
      <UploadProgress
        id={id}
        progress={state.progress}
        culture={setup.runtime.config.culture}
        cancel={cancel}
        onCancel={() => running.current?.abort()}
      />
      <div className="asset-upload-alert" role="alert" id={`asset-messages-${id}`}>
        <ul className="asset-upload-messages list-unstyled text-danger mb-0">
          {state.refusals.map((refusal, index) => (
            <li key={index}>{say(refusal)}</li>
          ))}
        </ul>
      </div>
      {options.multiple && (
        <p className="visually-hidden" id={`asset-move-help-${id}`}>
          {t('Upload.MoveHelp')}
        </p>
      )}
      <AssetList list={list} assets={state.assets} flow={flow} dispatch={dispatch} />
      <p className="visually-hidden" role="status">
        {say(state.status)}
      </p>
      <div hidden data-asset-fields="">
        {formFields(id, options.multiple, state.assets).map(([name, value], index) => (
          <input key={index} type="hidden" name={name} value={value} />
        ))}
      </div>
    </>
  );
}

interface UploadProgressProps {
  id: string;
  progress: UploadProgressState | null;
  culture: string;
  cancel: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
}

/** The bytes sent, as a bar and as text ("1 Mo envoyé sur 2 Mo"), and Cancel; hidden while nothing is sent. */
function UploadProgress({ id, progress, culture, cancel, onCancel }: UploadProgressProps) {
  const { loaded = 0, total = 0 } = progress ?? {};
  const sent = progress
    ? t('Upload.UploadedBytes', { loaded: readableSize(loaded, culture), total: readableSize(total, culture) })
    : '';
  return (
    <div className="asset-upload-progress" hidden={!progress}>
      <progress
        className="asset-upload-bar"
        max={100}
        value={total ? Math.round((loaded / total) * 100) : 0}
        id={`asset-progress-${id}`}
        aria-label={t('Upload.Uploading')}
      />
      <span className="asset-upload-sent">{sent}</span>
      <button ref={cancel} type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
        {t('Upload.Cancel')}
      </button>
    </div>
  );
}

interface AssetListProps {
  list: RefObject<HTMLUListElement | null>;
  assets: Asset[];
  flow: UploadFlow;
  dispatch: (action: UploadAction) => void;
}

/** The assets in their order; in multiple mode each row moves by keys or by dragging its handle. */
function AssetList({ list, assets, flow, dispatch }: AssetListProps) {
  const { options, crop, runtime } = flow;
  const move = (from: number, to: number) => dispatch({ type: 'moved', from, to });
  const { drag, handlers } = useRowDrag(list, move);
  return (
    <ul ref={list} className="asset-list list-unstyled" aria-label={t('Upload.ListLabel')}>
      {assets.map((asset, index) => (
        <AssetItem
          key={asset.guid || `#${index}`}
          asset={asset}
          className={rowClass(index, drag)}
          culture={runtime.config.culture}
          handle={
            options.multiple && (
              <MoveHandle
                name={asset.name}
                helpId={`asset-move-help-${options.uniqueId}`}
                onKey={(key) => keyTarget(key, index, assets.length)}
                onMove={(to) => move(index, to)}
                pointer={handlers(index)}
              />
            )
          }
          onRename={() => void renameAsset(asset, flow)}
          onCrop={crop && asset.isImage ? () => void cropAgain(asset, flow) : undefined}
          onDelete={() => dispatch({ type: 'deleted', guid: asset.guid })}
        />
      ))}
    </ul>
  );
}

function rowClass(index: number, drag: RowDrag | null): string {
  if (!drag) return 'asset-item';
  if (drag.from === index) return 'asset-item is-dragging';
  return drag.to === index ? 'asset-item is-drop-target' : 'asset-item';
}

interface AssetItemProps {
  asset: Asset;
  className: string;
  culture: string;
  handle: ReactNode;
  onRename: () => void;
  /** An image of a field with a crop size can be cropped again (one the page came with as well as a new one). */
  onCrop: (() => void) | undefined;
  onDelete: () => void;
}

function AssetItem({ asset, className, culture, handle, onRename, onCrop, onDelete }: AssetItemProps) {
  const thumbnail = asset.isImage ? sameOriginPath(asset.thumbnail || asset.uri) : null;
  const named = { name: asset.name };
  return (
    <li className={className} data-asset-guid={asset.guid}>
      {handle}
      {thumbnail && <img className="asset-thumbnail" alt="" width={48} height={48} src={thumbnail} />}
      <span className="asset-name">{asset.name}</span>
      <span className="asset-meta text-muted">{`${asset.fileName} · ${readableSize(asset.size, culture)}`}</span>
      <ItemButton action="rename" label={t('Upload.RenameNamed', named)} text={t('Upload.Rename')} onClick={onRename} />
      {onCrop && (
        <ItemButton action="crop" label={t('Upload.CropNamed', named)} text={t('Upload.Crop')} onClick={onCrop} />
      )}
      <ItemButton action="delete" label={t('Upload.DeleteNamed', named)} text={t('Upload.Delete')} onClick={onDelete} />
    </li>
  );
}

interface ItemButtonProps {
  action: 'rename' | 'crop' | 'delete';
  label: string;
  text: string;
  onClick: () => void;
}

/** A button of a row (asset-rename, asset-crop, asset-delete): its text says what, its name on which asset. */
function ItemButton({ action, label, text, onClick }: ItemButtonProps) {
  const className = `btn btn-sm btn-link ${action === 'delete' ? 'text-danger ' : ''}asset-${action}`;
  return (
    <button type="button" className={className} aria-label={label !== text ? label : undefined} onClick={onClick}>
      {text}
    </button>
  );
}

interface MoveHandleProps {
  name: string;
  helpId: string;
  /** The place a key moves the row to, or undefined for other keys. */
  onKey: (key: string) => number | undefined;
  onMove: (to: number) => void;
  pointer: ReturnType<ReturnType<typeof useRowDrag>['handlers']>;
}

/** The row's move handle: arrows, Home and End move it (the handle keeps the focus); dragging it too. */
function MoveHandle({ name, helpId, onKey, onMove, pointer }: MoveHandleProps) {
  return (
    <button
      type="button"
      className="asset-move btn btn-sm btn-light"
      aria-label={t('Upload.Move', { name })}
      aria-describedby={helpId}
      data-asset-move=""
      onKeyDown={(event) => {
        const to = onKey(event.key);
        if (to === undefined) return;
        event.preventDefault();
        onMove(to);
      }}
      {...pointer}
    >
      ⠿
    </button>
  );
}
