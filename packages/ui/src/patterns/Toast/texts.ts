// Toast's default Spanish texts. An app in another language passes its own through `closeLabel` and `typeLabels`.
import type { ToastType } from './toastTypes';

export const toastTexts = {
  /** The close button's accessible name. */
  close: 'Cerrar',
  /** What the icon means, read before the message ("Error: No se pudo guardar el proyecto"). */
  types: { error: 'Error', success: 'Éxito', info: 'Información' } satisfies Record<ToastType, string>,
};
