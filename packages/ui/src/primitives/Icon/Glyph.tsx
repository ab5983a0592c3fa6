// Icon's drawing rules (24×24 stroke paths in currentColor, decorative) for the few glyphs a component keeps to itself
// because the kit's Icon set does not have them. Not exported by the package: a glyph many screens need joins Icon.

export function Glyph({ d, size = '1.25em' }: { d: string; size?: number | string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
