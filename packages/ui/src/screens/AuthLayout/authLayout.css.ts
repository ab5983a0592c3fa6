import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The surfaces of the screens before the shell; their layout (centring, padding, the card's spacing) is AuthLayout's
// primitives.

export const authPage = style({
  minHeight: '100vh',
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
  // A quiet wash of the primary colour behind the card; the card carries all the text.
  backgroundColor: vars.color.bg,
  backgroundImage: `radial-gradient(ellipse at top, ${vars.color.surfaceMuted} 0%, ${vars.color.bg} 60%)`,
});

export const authCard = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
});
