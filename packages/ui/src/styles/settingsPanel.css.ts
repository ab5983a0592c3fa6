// What the tenant settings sections share (GeneralSettings, DomainsList, MembersAndAccess, AboutVersions,
// ChangeRecordTable): the panel surface, section headings, field labels, and the size of the badges of plans and
// statuses (their shape and colours are the tone recipe's, styles/tone.css.ts; their tables are DataTable's panel
// variant).
// Their layout is the primitives' (Stack, Inline, Box).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { tonePill } from './tone.css';

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

/** A refusal or load error of a whole panel: the kit's panel alert. */
export { panelAlert as alert } from './sectionText.css';

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

// ——— Badges ———

export const badge = style([
  tonePill,
  { fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' },
]);
