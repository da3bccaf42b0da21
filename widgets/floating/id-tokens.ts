/** ID reference lists (aria-describedby, aria-controls…): one id added or removed, the others kept in order. */
export function addIdToken(list: string, id: string): string {
  const ids = list.split(/\s+/).filter(Boolean);
  return ids.includes(id) ? ids.join(' ') : [...ids, id].join(' ');
}

export function removeIdToken(list: string, id: string): string {
  return list
    .split(/\s+/)
    .filter((token) => token && token !== id)
    .join(' ');
}
