// Story helpers (not exported by the package): run a story at the narrowest width SIIPRO supports, 360 px. The
// Storybook Vitest addon sizes the test browser from the story's viewport global, and the Storybook UI does the same.
// The visual pipeline opens iframe.html directly at 1280 px (and again at 360 px for `responsive` stories), where the
// global does not apply, so play functions of these stories must hold at both widths.

const NARROW_VIEWPORT = 'narrow360';

/** Spread into a story: `export const Narrow: Story = { ...atNarrowWidth, play: … }`. */
export const atNarrowWidth = {
  globals: { viewport: { value: NARROW_VIEWPORT, isRotated: false } },
  parameters: {
    viewport: { options: { [NARROW_VIEWPORT]: { name: '360 px', styles: { width: '360px', height: '740px' } } } },
  },
};

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export function fitsViewport(canvasElement: HTMLElement): boolean {
  const documentElement = canvasElement.ownerDocument.documentElement;
  return documentElement.scrollWidth <= documentElement.clientWidth;
}
