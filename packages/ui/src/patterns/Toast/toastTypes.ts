export type ToastType = 'error' | 'success' | 'info';

/** Toasts last 4000 ms unless told otherwise (platform.md and portfolio.md: "Toast default 4000 ms"). */
export const DEFAULT_TOAST_DURATION = 4000;

export interface ToastOptions {
  type: ToastType;
  message: string;
  /** In ms; `Infinity` keeps the toast until it is closed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}
