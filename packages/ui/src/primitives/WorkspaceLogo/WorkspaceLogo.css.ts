import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tile, tileImage } from '../../styles/initialsTile.css';

export const root = style([
  tile,
  {
    borderRadius: vars.radius.md,
    // Initials sit on the blue tone: a calm institutional tile that reads in both themes (tone fg on bg ≥ 4.5:1).
    backgroundColor: vars.tone.blue.bg,
    color: vars.tone.blue.fg,
    border: `1px solid ${vars.tone.blue.border}`,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const withImage = style({
  backgroundColor: vars.color.surface,
  borderColor: vars.color.border,
});

export const size = styleVariants({
  sm: { width: '1.75rem', height: '1.75rem', fontSize: vars.fontSize.xs },
  md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm },
  lg: { width: '3rem', height: '3rem', fontSize: vars.fontSize.md },
});

export const image = style([tileImage, { objectFit: 'contain' }]);

export { tileInitials as initials } from '../../styles/initialsTile.css';
