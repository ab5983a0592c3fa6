import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { textStyle, type TextStyleProps } from './Text';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Each level's size when none is given: the type scale's steps from the top, the last two levels sharing `sm`. */
const LEVEL_SIZE = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'sm' } as const;

export interface HeadingProps extends TextStyleProps, Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /**
   * The heading's place in the page's outline, rendered as `h1`…`h6`: what screen readers list and jump between.
   * Choose it by the structure (a section of an `h2` page is an `h3`), and its look through `size`.
   */
  level: HeadingLevel;
  children?: ReactNode;
}

/**
 * A heading in the theme's display face: `level` sets the element (h1–h6) and a default size, and `size`, `weight`
 * or `tone` change the look without changing the level. Semibold and tight lines by default.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  {
    level,
    font = 'heading',
    size = LEVEL_SIZE[level],
    weight = 'semibold',
    lineHeight = 'tight',
    tone,
    align,
    truncate,
    className,
    style,
    ...props
  },
  ref,
) {
  const Component = `h${level}` as const;
  return (
    <Component
      ref={ref}
      {...props}
      {...textStyle({ font, size, weight, lineHeight, tone, align, truncate }, className, style)}
    />
  );
});
