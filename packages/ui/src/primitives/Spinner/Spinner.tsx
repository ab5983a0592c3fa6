import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { circle, root, type SpinnerVariants } from './Spinner.css';
import { spinnerTexts } from './texts';

export interface SpinnerProps {
  /** sm follows the font size (for inline use, e.g. inside a button); md and lg are fixed. */
  size?: SpinnerVariants['size'];
  /** What is loading, read by screen readers ("Cargando..." by default). */
  label?: string;
  /** Show the label next to the ring instead of only announcing it. */
  showLabel?: boolean;
  /**
   * Only the moving ring, hidden from assistive technology: for places that already announce the busy state
   * themselves (a Button with `loading` sets aria-busy).
   */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator; a `status` live region so the label is announced when it appears. */
export function Spinner({
  size = 'md',
  label = spinnerTexts.loading,
  showLabel = false,
  decorative = false,
  className,
}: SpinnerProps) {
  if (decorative) {
    return (
      <span aria-hidden="true" className={[circle({ size, tone: 'current' }), className].filter(Boolean).join(' ')} />
    );
  }
  return (
    <span role="status" className={[root, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true" className={circle({ size })} />
      {showLabel ? <span>{label}</span> : <span className={visuallyHidden}>{label}</span>}
    </span>
  );
}
