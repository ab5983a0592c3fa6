// Menu helpers for play functions.
import { expect, waitFor, within } from 'storybook/test';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Waits until no menu is open and Ariakit has finished handing focus back. Ariakit returns focus to the menu button
 * at once and once more a couple of frames later; a key pressed in between (a script types within ~20 ms, a person
 * never does) reopens the menu only for that late focus call to land on the button and close it again.
 */
export async function waitForMenuClosed(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull());
  for (let frame = 0; frame < 4; frame += 1) await nextFrame();
}
