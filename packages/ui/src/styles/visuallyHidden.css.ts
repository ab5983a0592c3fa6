import { style } from '@vanilla-extract/css';

/**
 * The rules as a value, for a text hidden only under a media or container query (a button's words on a phone):
 * `'@media': { [media.narrow]: visuallyHiddenRules }`.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Read by screen readers, not shown: the same rules as Ariakit's VisuallyHidden, as a class, for the pieces of the
 * first screen (Spinner) that should not load Ariakit's element machinery for one span.
 */
export const visuallyHidden = style(visuallyHiddenRules);
