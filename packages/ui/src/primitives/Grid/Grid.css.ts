import { createVar, style } from '@vanilla-extract/css';

/** The narrowest a fluid grid's column may get before the grid drops a column. */
export const minColumnWidth = createVar();

/** As many columns of at least `minColumnWidth` as fit, sharing the width; one full-width column when none fits. */
export const fluid = style({
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumnWidth}), 1fr))`,
});
