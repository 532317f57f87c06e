/** Whether the page shows a saved copy (the service worker said so): read by the note with useSyncExternalStore. */
let savedCopy = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (savedCopy === value) return;
  savedCopy = value;
  for (const listener of listeners) listener();
}

export const markSavedCopy = () => set(true);
/** A new page starts fresh until one of its answers comes from a saved copy. */
export const clearSavedCopy = () => set(false);
export const isSavedCopy = () => savedCopy;
export function onSavedCopyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
