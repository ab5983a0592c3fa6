// A marker's popup (MapPopup).
import { style } from '@vanilla-extract/css';
import { MAP_DEFAULTS } from '@siipro/domain';
import { vars } from '../../theme/contract.css';
import { panel, MARKER } from './overlay.css';
import { popupPointer } from '../../styles/popupPointer';

export const popupAnchor = style({
  position: 'absolute',
  left: 0,
  top: 0,
  width: 0,
  height: 0,
  zIndex: 4,
});

export const popup = style([
  panel,
  {
    position: 'absolute',
    // Above the marker's tip (the anchor is the place itself), centred on it.
    bottom: `calc(${MARKER}px + ${vars.space['2']})`,
    left: 0,
    transform: 'translateX(-50%)',
    width: 'max-content',
    minWidth: `min(${MAP_DEFAULTS.popupMinWidth}px, calc(100vw - 2rem))`,
    maxWidth: `min(${MAP_DEFAULTS.popupMinWidth + 70}px, calc(100vw - 2rem))`,
    padding: vars.space['3'],
    paddingInlineEnd: vars.space['8'],
    boxShadow: vars.shadow.lg,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    cursor: 'auto',
    '::after': popupPointer(7),
  },
]);

export const popupClose = style({
  position: 'absolute',
  top: vars.space['1'],
  right: vars.space['1'],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
});

export const popupName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const popupSlug = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const popupFields = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: `${vars.space['3']} 0`,
});

export const popupTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const popupValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const priorityValue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const popupState = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  minHeight: '2rem',
});

export const popupError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
