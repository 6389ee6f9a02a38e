import { useSyncExternalStore } from 'react';

/** The busy toast closes this long after the work ends (spec 000, section 9). */
export const BUSY_CLOSE_DELAY_MS = 30;

let active = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Shows 'Bitte warten ...' while `work` runs (navigation, opening a module). */
export async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  active += 1;
  notify();
  try {
    return await work();
  } finally {
    setTimeout(() => {
      active -= 1;
      notify();
    }, BUSY_CLOSE_DELAY_MS);
  }
}

export function useIsBusy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => active > 0,
  );
}
