export { ImportDialog } from './ImportDialog';
export type { ImportDialogProps } from './ImportDialog';
export type { ImportDialogState, ImportProgressData } from './types';
