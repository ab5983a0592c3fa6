// The pointer under a map's popup (MiniMap's, ProjectsMap's MapPopup) that points at its marker. A function of the
// size, so it lives outside a .css.ts module (whose exports must be plain values).
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A triangle of `size` px in the popup's surface colour, centred under it: `'::after': popupPointer(6)`. */
export function popupPointer(size: number): StyleRule {
  return {
    content: '""',
    position: 'absolute',
    top: '100%',
    left: '50%',
    marginLeft: `-${size}px`,
    borderWidth: `${size}px`,
    borderStyle: 'solid',
    borderColor: `${vars.color.surface} transparent transparent transparent`,
  };
}
