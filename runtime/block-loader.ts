/**
 * The block loader: one overlay shown while at least one blocking request runs.
 * `holdBlockLoader()` returns the release function; releasing twice is harmless.
 */
let holders = 0;
let element: HTMLElement | undefined;

function overlay(): HTMLElement {
  if (!element) {
    element = document.createElement('div');
    element.className = 'rt-block-loader';
    element.setAttribute('aria-hidden', 'true');
    element.innerHTML = '<span class="rt-spinner"></span>';
  }
  return element;
}

export function holdBlockLoader(): () => void {
  holders += 1;
  if (holders === 1) {
    document.body.append(overlay());
    document.body.classList.add('rt-blocked');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      element?.remove();
      document.body.classList.remove('rt-blocked');
    }
  };
}

export function isBlockLoaderShown(): boolean {
  return holders > 0;
}
