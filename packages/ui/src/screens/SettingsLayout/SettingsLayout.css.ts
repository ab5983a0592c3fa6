// "Acceso Restringido": the look of ForbiddenView, in the warning colour (nothing here is the person's to open).
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export {
  root as restricted,
  text as restrictedText,
  title as restrictedTitle,
} from '../ForbiddenView/ForbiddenView.css';

export const badge = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: '1.75rem',
});
