// Keyboard helpers for play functions.
import { userEvent } from 'storybook/test';

/**
 * Focuses `element` the way a keyboard user arrives, after a key press. Ariakit shows focus-only affordances (a
 * disabled button's tooltip) when the last interaction was the keyboard, and remembers a click from an earlier story
 * rendered in the same page; a bare `focus()` would then open nothing.
 */
export async function focusLikeAKeyboard(element: HTMLElement): Promise<void> {
  await userEvent.keyboard('{Shift}');
  element.focus();
}
