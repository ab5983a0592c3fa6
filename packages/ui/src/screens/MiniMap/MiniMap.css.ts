import { style } from '@vanilla-extract/css';
import { MAP_DEFAULTS } from '@siipro/domain';
import { vars } from '../../theme/contract.css';
import { popupPointer } from '../../styles/popupPointer';

export { mapFrame as root } from '../../styles/map.css';

export const marker = style({
  display: 'block',
  width: MAP_DEFAULTS.markerSize,
  height: MAP_DEFAULTS.markerSize,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  filter: 'drop-shadow(0 1px 2px rgba(0, 0, 0, 0.35))',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const popup = style({
  position: 'absolute',
  // Above the marker's tip (the overlay sits on the point itself), centred on it.
  bottom: `calc(${MAP_DEFAULTS.markerSize}px + ${vars.space['2']})`,
  left: 0,
  transform: 'translateX(-50%)',
  boxSizing: 'border-box',
  width: 'max-content',
  minWidth: `min(${MAP_DEFAULTS.popupMinWidth}px, 80vw)`,
  maxWidth: `min(${MAP_DEFAULTS.popupMinWidth + 40}px, 85vw)`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'auto',
  '::after': popupPointer(6),
});
