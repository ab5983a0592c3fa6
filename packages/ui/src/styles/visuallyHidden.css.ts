import { style } from '@vanilla-extract/css';

/**
 * Read by screen readers, not shown: the same rules as Ariakit's VisuallyHidden, as a class, for the pieces of the
 * first screen (Spinner) that should not load Ariakit's element machinery for one span.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
