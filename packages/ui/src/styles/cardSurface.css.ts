// The surface a card of the kit sits on, defined once (issue 41: one definition of each style): a result card, an
// organisation's or a public project's card, a report's panel, a figure's or a count's tile, a criterion or a
// decision of the optimizer. Each composes it (`style([cardSurface, {…}])`) and adds its own layout and padding.
// Floating surfaces (menus, popups, map overlays) are popupSurface's: they add a shadow and a layer.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const cardSurface = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/**
 * A record's card (an organisation, a public project or organisation, a section of a public project's page): the
 * surface, its fields one under the other, filling its grid cell.
 */
export const recordCard = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minWidth: 0,
    padding: vars.space['4'],
    fontSize: vars.fontSize.sm,
  },
]);
