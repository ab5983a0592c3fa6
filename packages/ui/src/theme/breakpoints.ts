// The widths at which screens change layout: one definition for the components' media queries, the layout
// primitives' responsive props (sprinkles conditions) and matchMedia. Desktop first: each applies at and below its
// width, so a narrower one overrides a wider one.
export const BREAKPOINTS = { medium: '56rem', compact: '40rem', narrow: '30rem' } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

const below = (width: string) => `screen and (max-width: ${width})`;

/** `@media` queries, keyed by breakpoint: `'@media': { [media.compact]: { … } }`. */
export const media: Readonly<Record<Breakpoint, string>> = {
  medium: below(BREAKPOINTS.medium),
  compact: below(BREAKPOINTS.compact),
  narrow: below(BREAKPOINTS.narrow),
};
