import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast } from './Toast';
import { list, region } from './Toast.css';
import { DEFAULT_TOAST_DURATION, type ToastApi, type ToastOptions } from './toastTypes';
import { ToastContext } from './useToast';

interface ToastEntry extends Required<ToastOptions> {
  id: string;
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
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const show = useCallback(
    ({ type, message, duration = defaultDuration }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, type, message, duration }]);
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
          {toasts.map((entry) => (
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
