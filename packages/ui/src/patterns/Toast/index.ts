export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { ToastProvider } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export { DEFAULT_TOAST_DURATION } from './toastTypes';
export type { ToastApi, ToastOptions, ToastType } from './toastTypes';
