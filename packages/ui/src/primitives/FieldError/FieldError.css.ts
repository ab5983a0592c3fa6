import { style } from '@vanilla-extract/css';
import { errorLine } from '../../styles/sectionText.css';
import { vars } from '../../theme/contract.css';

export const fieldError = style([errorLine, { gap: vars.space['1'], fontSize: vars.fontSize.sm }]);
