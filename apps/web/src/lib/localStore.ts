// Local storage that never throws: private windows and full quotas make the browser refuse, and a lost preference
// must not break sign-in (platform.md §8: "Failures of local history updates: only logged").

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createLocalStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): KeyValueStore {
  return {
    get(key) {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage?.setItem(key, value);
      } catch (error) {
        console.warn(`No se pudo guardar ${key} en el almacenamiento local`, error);
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to undo: the value stays until the browser lets us remove it.
      }
    },
  };
}

/** The browser's localStorage, or a store that forgets everything when there is none (tests, SSR). */
export function browserLocalStore(): KeyValueStore {
  return createLocalStore(typeof window === 'undefined' ? null : window.localStorage);
}
