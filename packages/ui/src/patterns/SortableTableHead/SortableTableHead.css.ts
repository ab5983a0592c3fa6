// The sort buttons inside DataTable's header cells (DataHeaderCell).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A header and its help icon on one line, the icon right after the text (a column aligned at the end keeps both
 * there). No gap: the sort button's own padding already spaces them.
 */
export const headerWithHelp = style({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
});

/** The whole header is the button (a large target), styled as header text rather than as a button. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '1.75rem',
  margin: 0,
  marginInline: `calc(-1 * ${vars.space['1']})`,
  paddingBlock: 0,
  paddingInline: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.border },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-active]': { color: vars.color.primary },
    // Under the pointer the header's grey is darker than the row's: the primary colour would read below AA on it in
    // the Poncho theme (3.9:1), its hover shade does not (theme/contrast.test.ts).
    '&[data-active]:hover': { color: vars.color.primaryHover },
  },
});

export const arrow = style({
  flexShrink: 0,
  width: '0.875rem',
  height: '0.875rem',
});

/** Both arrows, muted: "this column can be sorted". */
export const arrowIdle = style({ color: vars.color.textMuted });
