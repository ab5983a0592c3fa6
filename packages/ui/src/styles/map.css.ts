// The frame every map of the kit draws around its tiles (MiniMap, LocationPicker); the pointer under a map's popup is
// popupPointer.ts.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The map's box: its tiles are clipped to the rounded border; muted until they load. */
export const mapFrame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});
