import { Spinner, spinnerTexts } from '../Spinner';
import { root, spinner } from './FullPageSpinner.css';

export interface FullPageSpinnerProps {
  /** What is being waited for; shown and announced ("Cargando..." by default). */
  label?: string;
}

/** A spinner centred on the whole page, shown at start until the first authentication state is known. */
export function FullPageSpinner({ label = spinnerTexts.loading }: FullPageSpinnerProps) {
  return (
    <div className={root} aria-busy="true">
      <Spinner size="lg" label={label} showLabel className={spinner} />
    </div>
  );
}
