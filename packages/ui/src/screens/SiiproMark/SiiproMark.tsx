// SIIPRO's logo mark, drawn inline so it needs no asset pipeline: a rounded tile in the theme's primary colour with
// three rising bars joined by a line (projects ranked and connected). Decorative: the product name is always written
// beside it.

export interface SiiproMarkProps {
  /** Side in px. */
  size?: number;
  className?: string;
}

export function SiiproMark({ size = 32, className }: SiiproMarkProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      // The tile follows the theme's primary colour through `currentColor` on the wrapper.
      fill="currentColor"
    >
      <rect width="32" height="32" rx="8" />
      <rect x="7" y="17" width="4" height="8" rx="1.5" fill="#fff" />
      <rect x="14" y="12" width="4" height="13" rx="1.5" fill="#fff" />
      <rect x="21" y="7" width="4" height="18" rx="1.5" fill="#fff" />
      <path d="M9 14l7-5 7-4" stroke="#F59E42" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
