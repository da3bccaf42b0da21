/** What the news widgets share: inserting fragments the site answered, and the inline failure alert. */
import { t } from '../../runtime/i18n.ts';

/** Parsed markup of a fragment the site itself answered, as nodes to insert. */
export function nodesOf(html: string): Node[] {
  return Array.from(new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.childNodes);
}

/** Runtime spec §8: a failing news call → an inline danger alert with the core error text. */
export function dangerAlert(): HTMLElement {
  const alert = document.createElement('div');
  alert.className = 'alert alert-danger';
  alert.setAttribute('role', 'alert');
  alert.textContent = t('Core.ErrorServer');
  return alert;
}
