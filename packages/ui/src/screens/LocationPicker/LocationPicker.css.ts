import { style } from '@vanilla-extract/css';
import { MAP_DEFAULTS } from '@siipro/domain';
import { vars } from '../../theme/contract.css';
import { mapFrame } from '../../styles/map.css';

// A crosshair says that a click places the pin; the pin itself is grabbed.
export const map = style([mapFrame, { cursor: 'crosshair' }]);

export const pin = style({
  display: 'block',
  width: MAP_DEFAULTS.markerSize,
  height: MAP_DEFAULTS.markerSize,
  cursor: 'grab',
  filter: 'drop-shadow(0 1px 2px rgba(0, 0, 0, 0.35))',
  touchAction: 'none',
});

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
