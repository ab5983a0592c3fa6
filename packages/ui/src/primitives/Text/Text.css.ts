import { createVar } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** How many lines a clamped text shows (`truncate={3}`), set inline per element. */
export const clampLines = createVar();

/** Maps each key of a token group to a style of one property, e.g. `{ sm: { fontSize: vars.fontSize.sm } }`. */
function scale<Key extends string, Property extends 'fontFamily' | 'fontSize' | 'fontWeight' | 'lineHeight'>(
  tokens: Record<Key, string>,
  property: Property,
) {
  return Object.fromEntries(Object.entries(tokens).map(([key, value]) => [key, { [property]: value }])) as Record<
    Key,
    Record<Property, string>
  >;
}

/**
 * Typography over the theme's tokens. A variant left unset adds no class, so the text inherits that property from
 * its parent (a muted note's link, a button's label): only what a component asks for is set.
 */
export const textRecipe = recipe({
  // Paragraphs and headings carry the browser's margins; spacing between blocks is the layout's (Stack's `space`).
  base: { margin: 0 },
  variants: {
    font: scale(vars.font, 'fontFamily'),
    size: scale(vars.fontSize, 'fontSize'),
    weight: scale(vars.fontWeight, 'fontWeight'),
    lineHeight: scale(vars.lineHeight, 'lineHeight'),
    // Colour roles of the contract that read ≥ 4.5:1 on bg, surface and surfaceMuted (theme/tokens.ts); `inverse`
    // only on a filled primary or semantic background.
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      primary: { color: vars.color.primary },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
      inverse: { color: vars.color.textInverse },
    },
    // Logical values, so a right-to-left page aligns to its own start. Only a block element (`p`, `div`) has a line
    // box to align in.
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    truncate: {
      // One line cut with an ellipsis. A box is needed for the overflow: a `span` becomes a block; `min-width: 0`
      // lets it shrink inside a flex row instead of pushing its siblings out.
      line: {
        display: 'block',
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      // Several lines, the last cut with an ellipsis (line-clamp: the -webkit- form is the one every browser has).
      lines: {
        display: '-webkit-box',
        minWidth: 0,
        overflow: 'hidden',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: clampLines,
      },
    },
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof textRecipe>>;
