// Map helpers for play functions.
import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the map has measured itself and every tile image under `root` has loaded and decoded, so a screenshot
 * taken after the play function never catches a half-drawn map. Stories' tiles are local (.storybook/preview.tsx).
 */
export async function waitForMapTiles(root: HTMLElement): Promise<void> {
  await waitFor(() => {
    const tiles = Array.from(root.querySelectorAll<HTMLImageElement>('.pigeon-tiles img'));
    expect(tiles.length, 'the map drew tiles').toBeGreaterThan(0);
    expect(
      tiles.filter((tile) => !tile.complete || tile.naturalWidth === 0),
      'tiles still loading',
    ).toEqual([]);
  });
  await Promise.all(
    Array.from(root.querySelectorAll<HTMLImageElement>('.pigeon-tiles img')).map((tile) => tile.decode()),
  );
}
