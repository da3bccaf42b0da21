/**
 * A plain-DOM message dialog, used only when the dialog chunk itself cannot be loaded, so that even then the
 * visitor reads what happened and can retry.
 */
export function fallbackMessage(message: string, labels: { close: string; retry: string }, retry?: () => void): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'rt-dialog rt-dialog--sm rt-fallback-dialog is-open';
  dialog.setAttribute('role', 'alertdialog');
  const text = document.createElement('p');
  text.id = `rt-fallback-${Date.now()}`;
  text.textContent = message;
  dialog.setAttribute('aria-describedby', text.id);
  dialog.setAttribute('aria-label', message);
  const footer = document.createElement('div');
  footer.className = 'modal-footer';
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: labels.close });
  close.className = 'btn btn-secondary';
  close.addEventListener('click', () => dialog.close());
  footer.append(close);
  if (retry) {
    const again = Object.assign(document.createElement('button'), { type: 'button', textContent: labels.retry });
    again.className = 'btn btn-primary';
    again.addEventListener('click', () => {
      dialog.close();
      retry();
    });
    footer.append(again);
  }
  const content = document.createElement('div');
  content.className = 'modal-content';
  const body = document.createElement('div');
  body.className = 'modal-body';
  body.append(text);
  content.append(body, footer);
  dialog.append(content);
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
