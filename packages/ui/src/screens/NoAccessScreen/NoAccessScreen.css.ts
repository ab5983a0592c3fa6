// The screen's surfaces and type; its layout is the primitives' (Box, Stack).
import { style } from '@vanilla-extract/css';
import { messageText } from '../../styles/messageScreen.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  backgroundColor: vars.color.bg,
});

export const card = style({
  maxWidth: '28rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  color: vars.color.text,
});

/** The badge and title are the kit's message screen's (styles/messageScreen.css.ts); its line may break anywhere. */
export const text = style([
  messageText,
  {
    // A long e-mail address breaks rather than widening a phone's screen.
    overflowWrap: 'anywhere',
  },
]);
