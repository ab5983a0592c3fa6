import { style } from '@vanilla-extract/css';
import { listPopover } from '../../styles/listPopover.css';
import { vars } from '../../theme/contract.css';

/** The suggestions drop under the field, as wide as it (at least the kit's list width). */
export const popover = style([listPopover, { width: 'var(--popover-anchor-width)', padding: vars.space['1'] }]);

/** A long value wraps: room above and below it, so two lines do not run into the next option. */
export const item = style({ paddingBlock: vars.space['1'] });
