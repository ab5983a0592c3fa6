// Pointer helpers for play functions.
import { userEvent } from 'storybook/test';

/**
 * Hovers `element` the way a mouse does. Ariakit opens tooltips and hover cards only after the pointer really moved
 * (movementX/Y or a change of screenX/Y; its test-mode shortcut is off in production builds such as the static
 * Storybook the visual tests use), and user-event's `hover` alone moves nothing. The second, offset move does.
 */
export async function hoverLikeAMouse(element: Element): Promise<void> {
  await userEvent.hover(element);
  await userEvent.pointer({ target: element, coords: { screenX: 12, screenY: 12 } });
}
