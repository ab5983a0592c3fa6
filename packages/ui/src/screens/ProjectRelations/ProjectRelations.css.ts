import { style } from '@vanilla-extract/css';
import { sectionTitle } from '../../styles/sectionText.css';
import { vars } from '../../theme/contract.css';
import { bareList } from '../../styles/list.css';

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const heading = style([sectionTitle, { fontSize: vars.fontSize.md }]);

export const subheading = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style([
  bareList,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
  },
]);

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});

/** The name wraps anywhere (long real names, 360 px); the code under it in muted text. */
export const relationText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const code = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const none = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const groupName = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** The group's field across the column, its button under it (the hint beside a squeezed input would wrap badly). */
export const groupForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const groupField = style({ alignSelf: 'stretch' });
