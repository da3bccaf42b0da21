/**
 * The rename dialog (runtime spec §4: rename sets nameChanged; a dialog, not prompt()): the field holds the name,
 * focused and selected; Save (or Enter) keeps a name that is not blank, Cancel keeps the old one.
 */
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../runtime/i18n.ts';
import { openDialogBody, showInDialog } from '../shared/dialog-island.tsx';

interface RenameFormProps {
  fieldId: string;
  name: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}

export function RenameForm({ fieldId, name, onSave, onCancel }: RenameFormProps) {
  const [value, setValue] = useState(name);
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) return onSave(value);
    setInvalid(true);
    field.current?.focus();
  };
  return (
    <form className="asset-rename-form" onSubmit={submit}>
      <label className="form-label" htmlFor={fieldId}>
        {t('Upload.NewName')}
      </label>
      <input
        ref={field}
        className="form-control"
        id={fieldId}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        autoComplete="off"
        aria-invalid={invalid || undefined}
      />
      <div className="d-flex gap-2 justify-content-end mt-3">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('Core.Cancel')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('Upload.Save')}
        </button>
      </div>
    </form>
  );
}

/** Opens the dialog on `name`; resolves once closed, with the new name (undefined when the old one stays). */
export async function renameDialog(
  name: string,
  { fieldId, signal }: { fieldId: string; signal: AbortSignal },
): Promise<string | undefined> {
  const dialog = await openDialogBody<string>({
    title: t('Upload.RenameTitle'),
    size: 'sm',
    className: 'asset-rename-dialog',
  });
  if (!dialog) return undefined;
  return showInDialog(
    dialog,
    (close) => <RenameForm fieldId={fieldId} name={name} onCancel={() => close()} onSave={close} />,
    signal,
  );
}
