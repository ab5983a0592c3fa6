import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Toast as ToastComponent } from './Toast';
import { list, region } from './Toast.css';
import { DEFAULT_TOAST_DURATION, type ToastApi, type ToastOptions } from './toastTypes';
import { ToastContext } from './useToast';

interface ToastEntry extends Required<ToastOptions> {
  id: string;
}

// The toast itself (its close button brings Ariakit's tooltip machinery, ~25 KB gzip) loads with the first toast: a
// page that shows none, such as the sign-in page, does not download it. The region is there from the start.
let loadedToast: typeof ToastComponent | null = null;
let loadingToast: Promise<typeof ToastComponent> | null = null;

/** Loads the toast itself ahead of the first toast (tests; a screen sure to show one at once). */
export function loadToast(): Promise<typeof ToastComponent> {
  loadingToast ??= import('./Toast').then(
    (module) => (loadedToast = module.Toast),
    (error: unknown) => {
      loadingToast = null; // offline: the next toast tries again
      throw error;
    },
  );
  return loadingToast;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Duration of toasts shown without one, in ms (4000). */
  defaultDuration?: number;
  /** Name of the notifications landmark. */
  regionLabel?: string;
}

/**
 * Holds the stack of toasts and renders it in a labelled region whose list is a polite live region, so new toasts
 * are announced. Components below call `useToast().show({ type, message, duration? })`.
 */
export function ToastProvider({
  children,
  defaultDuration = DEFAULT_TOAST_DURATION,
  regionLabel = 'Notificaciones',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [Toast, setToast] = useState(() => loadedToast);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const show = useCallback(
    ({ type, message, duration = defaultDuration }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, type, message, duration }]);
      // Once loaded (possibly by another provider), at once; setting the same component again renders nothing new.
      if (loadedToast) setToast(() => loadedToast);
      else {
        loadToast().then(
          (loaded) => setToast(() => loaded),
          (error: unknown) => console.warn('The toast could not be loaded', error),
        );
      }
      return id;
    },
    [defaultDuration],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={region} aria-label={regionLabel}>
        <ol className={list} aria-live="polite" aria-relevant="additions">
          {Toast &&
            toasts.map((entry) => (
              <Toast
                key={entry.id}
                type={entry.type}
                message={entry.message}
                duration={entry.duration}
                onDismiss={() => dismiss(entry.id)}
              />
            ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
