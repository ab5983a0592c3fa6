// A message in place of a page or a section ("Acceso denegado", "Acceso Restringido", "Sin acceso"): a round badge
// with the tone's icon, a title and a line, centred. Its layout is the primitives' (Stack, Box).
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** The message's column, when it stands on the page itself (no card around it). */
export const messagePanel = style({
  maxWidth: '32rem',
  marginInline: 'auto',
  textAlign: 'center',
  color: vars.color.text,
});

/** The round badge: danger (no permission), warning (nothing here is yours to open), info (no workspace yet). */
export const messageBadge = recipe({
  base: {
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radius.full,
    fontSize: '1.75rem',
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
      warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warning },
      info: { backgroundColor: vars.color.infoSurface, color: vars.color.info },
    },
  },
});

export const messageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const messageText = style({
  margin: 0,
  color: vars.color.textMuted,
});
