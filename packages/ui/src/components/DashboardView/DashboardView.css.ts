// Only the dashboard's type; its layout is the primitives' (Stack, Grid).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });
