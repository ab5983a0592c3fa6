import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/**
 * The layout of the screens before the shell (sign-in, workspace picker): one card centred on a quiet wash of the
 * primary colour. Each screen composes `authCard` with its own width.
 */
export const authPage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  padding: vars.space['4'],
  // A quiet wash of the primary colour behind the card; the card carries all the text.
  backgroundColor: vars.color.bg,
  backgroundImage: `radial-gradient(ellipse at top, ${vars.color.surfaceMuted} 0%, ${vars.color.bg} 60%)`,
  '@media': { [media.narrow]: { alignItems: 'flex-start', padding: vars.space['3'] } },
});

export const authCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  width: '100%',
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  '@media': { [media.narrow]: { padding: vars.space['5'], gap: vars.space['4'] } },
});
