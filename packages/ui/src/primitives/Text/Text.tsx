import { assignInlineVars } from '@vanilla-extract/dynamic';
import { forwardRef, type CSSProperties, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { clampLines, textRecipe, type TextVariants } from './Text.css';

/** The typography every text element of the kit shares, each over the theme's tokens. */
export interface TextStyleProps {
  /** The face: `body` (text), `heading` (the display face) or `mono` (codes, figures). Unset: the parent's. */
  font?: TextVariants['font'];
  /** A step of the type scale, `xs` (0.75rem) to `xxl` (1.75rem). Unset: the parent's. */
  size?: TextVariants['size'];
  /** Unset: the parent's. */
  weight?: TextVariants['weight'];
  /** `tight` for headings and short labels, `normal` for running text. Unset: the parent's. */
  lineHeight?: TextVariants['lineHeight'];
  /**
   * The colour role: `default` and `muted` text, the `primary` colour, the semantic `danger`, `success`, `info` and
   * `warning`, and `inverse` for text on a filled primary or semantic background. Unset: the parent's colour.
   */
  tone?: TextVariants['tone'];
  /** Where the lines sit in a block element (`p`, `div`): `start`, `center` or `end`. */
  align?: TextVariants['align'];
  /**
   * Cut a text that does not fit: `true` keeps it on one line with an ellipsis, a number shows at most that many
   * lines. The whole text stays in the page, so a screen reader, find-in-page and copying still get all of it; when a
   * sighted person needs it too, show it in full elsewhere (its detail page) or pass a `title`.
   */
  truncate?: boolean | number;
}

/** The class and inline style of `TextStyleProps`, joined with the element's own. */
export function textStyle(
  { font, size, weight, lineHeight, tone, align, truncate }: TextStyleProps,
  className?: string,
  style?: CSSProperties,
): { className: string; style?: CSSProperties } {
  const lines = typeof truncate === 'number' && truncate > 1 ? truncate : undefined;
  const mode = lines ? 'lines' : truncate ? 'line' : undefined;
  return {
    className: [textRecipe({ font, size, weight, lineHeight, tone, align, truncate: mode }), className]
      .filter(Boolean)
      .join(' '),
    style: lines ? { ...assignInlineVars({ [clampLines]: String(lines) }), ...style } : style,
  };
}

/** Elements that hold a run of text. */
export type TextElement =
  | 'span'
  | 'p'
  | 'div'
  | 'label'
  | 'strong'
  | 'em'
  | 'small'
  | 'code'
  | 'time'
  | 'li'
  | 'dt'
  | 'dd'
  | 'figcaption'
  | 'legend';

export interface TextProps extends TextStyleProps, Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The element rendered (`span` by default): `p` for a paragraph, `label` for a field's name, … */
  as?: TextElement;
  /** The field a `label` names. */
  htmlFor?: string;
  /** The machine-readable date of a `time`. */
  dateTime?: string;
  children?: ReactNode;
}

/**
 * A run of text styled through props over the theme's tokens — face, size, weight, line height, colour role,
 * alignment and truncation — instead of a stylesheet of its own. Unset props inherit from the parent.
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Component = 'span', font, size, weight, lineHeight, tone, align, truncate, className, style, ...props },
  ref,
) {
  // One prop type for every element (the ref is an HTMLElement's), as Box does; forwardRef, as Box, for React 18.
  const Element = Component as ElementType;
  return (
    <Element
      ref={ref}
      {...props}
      {...textStyle({ font, size, weight, lineHeight, tone, align, truncate }, className, style)}
    />
  );
});
