import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tonePill } from '../../styles/tone.css';

export const compact = style([
  tonePill,
  {
    justifyContent: 'center',
    minWidth: '2.5rem',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const full = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  alignItems: 'center',
  minWidth: 'min(18rem, 100%)',
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const figure = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  justifyContent: 'center',
  minWidth: '4rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  borderWidth: '1px',
  borderStyle: 'solid',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const outOf = style({
  marginInlineStart: '0.125rem',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const bandLabel = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const nextBand = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A 0-100 bar split at the band limits; the filled part ends at the score. */
export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  // The band's text colour: darker than its background, so the bar reads against the track.
  backgroundColor: 'currentColor',
});

export const tick = style({
  position: 'absolute',
  insetBlock: 0,
  width: '2px',
  backgroundColor: vars.color.surface,
});
