import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The chart beside its table at 1280 px; one above the other on narrow screens. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const chart = style({ width: '100%', height: 'auto', overflow: 'visible' });

export const findings = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
});

export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const requested = style({ stroke: vars.color.borderStrong, strokeWidth: 1, strokeDasharray: '2 3' });

export const flattens = style({ stroke: vars.color.warning, strokeWidth: 2, strokeDasharray: '6 4' });

export const line = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2.5 });

export const point = style({ fill: vars.color.primary });

export const label = style({ fill: vars.color.textMuted, fontSize: '12px' });
