// What the tenant settings sections share (GeneralSettings, DomainsList, MembersAndAccess, AboutVersions,
// ChangeRecordTable): the panel surface, section headings, small tables, field labels, and the shape of the
// badges of plans and statuses (their colours are the tone recipe's, styles/tone.css.ts). Their layout is the
// primitives' (Stack, Inline, Box).
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const panel = style({
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

// A section's heading and its muted note are the shared ones (sectionText.css.ts).
export { note as muted, sectionTitle } from './sectionText.css';

export const fieldLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** A refusal or load error of a whole panel. */
export const alert = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

// ——— Tables ———

/**
 * On compact screens each row becomes a card: the head is read only by screen readers and every cell shows its
 * column's name before it (the cell's `data-label`), so nothing scrolls sideways.
 */
export const tableFrame = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.compact]: { overflowX: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  '@media': { [media.compact]: { display: 'block' } },
});

const compact = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { [media.compact]: rule } });
globalStyle(`${table} > tbody, ${table} > tbody > tr`, compact({ display: 'block' }));
globalStyle(
  `${table} > tbody > tr`,
  compact({ paddingBlock: vars.space['2'], borderBottom: `1px solid ${vars.color.border}` }),
);
globalStyle(`${table} > tbody > tr:last-child`, compact({ borderBottom: 'none' }));
// The head stays for screen readers (each cell keeps its column), as visuallyHidden does.
globalStyle(
  `${table} > thead`,
  compact({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
);

export const headCell = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = style({
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
  '@media': {
    [media.compact]: {
      display: 'grid',
      gridTemplateColumns: '7rem minmax(0, 1fr)',
      gap: vars.space['2'],
      alignItems: 'start',
      justifyItems: 'start',
      overflowWrap: 'anywhere',
      paddingBlock: vars.space['1'],
      borderBottom: 'none',
    },
  },
});

globalStyle(`${cell}[data-label]::before`, {
  '@media': {
    [media.compact]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const emptyCell = style([
  cell,
  {
    paddingBlock: vars.space['6'],
    textAlign: 'center',
    color: vars.color.textMuted,
    '@media': { [media.compact]: { display: 'block' } },
  },
]);

// ——— Badges ———

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  borderWidth: '1px',
  borderStyle: 'solid',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
