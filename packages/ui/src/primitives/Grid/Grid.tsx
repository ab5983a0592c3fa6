import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Box, type BoxProps } from '../Box';
import * as styles from './Grid.css';

export interface GridProps extends Omit<BoxProps, 'display' | 'gap' | 'gridTemplateColumns'> {
  /** The space between rows and columns (responsive). */
  space?: BoxProps['gap'];
  /** A fixed number of equal columns, 1 to 4, per breakpoint: `{ default: 4, medium: 2, narrow: 1 }`. */
  columns?: BoxProps['gridTemplateColumns'];
  /**
   * Fluid columns instead: as many as fit at this minimum width (a CSS length, `'20rem'`), so cards reflow without
   * breakpoints. Ignored when `columns` is given.
   */
  minColumnWidth?: string;
}

/** Children in columns of equal width: cards, panels, a form's fields side by side. */
export function Grid({ space = '0', columns, minColumnWidth, className, style, ...props }: GridProps) {
  const fluid = columns === undefined && minColumnWidth !== undefined;
  return (
    <Box
      display="grid"
      gap={space}
      gridTemplateColumns={columns}
      className={[fluid ? styles.fluid : undefined, className].filter(Boolean).join(' ') || undefined}
      style={fluid ? { ...assignInlineVars({ [styles.minColumnWidth]: minColumnWidth }), ...style } : style}
      {...props}
    />
  );
}
