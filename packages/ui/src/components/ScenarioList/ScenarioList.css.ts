import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const text = style({ margin: 0 });

export const message = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const errorText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const name = style({ fontWeight: vars.fontWeight.semibold });

/** 24 px: the WCAG 2.2 minimum target. */
export const checkbox = style({ width: '1.5rem', height: '1.5rem', margin: 0, accentColor: vars.color.primary });
