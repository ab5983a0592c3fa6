// ProjectsMap's own box: the map, its top-left column of overlays, its notices and the tiles' credits.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { EDGE, CONTROLS_LAYER, panel } from './overlay.css';

export const root = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // The map owns its gestures: no page zoom or scroll from a pinch or a drag on it.
  touchAction: 'none',
});

/** What pigeon-maps draws into: the whole box. */
export const canvas = style({ position: 'absolute', inset: 0 });

export const topLeft = style({
  position: 'absolute',
  zIndex: CONTROLS_LAYER,
  top: EDGE,
  left: EDGE,
  // Leaves room for the zoom buttons on the right.
  maxWidth: `calc(100% - 2 * ${EDGE} - 3rem)`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  pointerEvents: 'none',
});

export const notice = style([
  panel,
  {
    position: 'absolute',
    zIndex: CONTROLS_LAYER,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    maxWidth: `calc(100% - 2 * ${EDGE})`,
    margin: 0,
    padding: `${vars.space['3']} ${vars.space['4']}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'center',
  },
]);

export const errorNotice = style({
  color: vars.color.danger,
  backgroundColor: vars.color.dangerSurface,
  borderColor: vars.color.danger,
});

export const credits = style({ zIndex: CONTROLS_LAYER });
