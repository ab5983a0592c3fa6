// Story helpers (not exported by the package): run a story at the narrowest width SIIPRO supports, 360 px. The
// Storybook Vitest addon sizes the test browser from the story's viewport global, and the Storybook UI does the same.
// The visual pipeline opens iframe.html directly at 1280 px (and again at 360 px for `responsive` stories), where the
// global does not apply, so play functions of these stories must hold at both widths.
import { media } from '../theme/breakpoints';

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

/**
 * True when the story runs below 40rem, where lists show cards: an `atNarrowWidth` story in Storybook or its Vitest
 * run. The visual test plays every story at 1280 px first, so a narrow story's play checks its narrow layout only then.
 */
export function isCompactViewport(canvasElement: HTMLElement): boolean {
  return canvasElement.ownerDocument.defaultView?.matchMedia(media.compact).matches ?? false;
}

/** What a 360 × 740 phone shows before any scrolling, less its browser's bars: the page's first 640 px. */
const FIRST_SCREEN_PX = 640;

/** True when the element starts on the first screen of a phone (the page not scrolled). */
export function startsOnFirstScreen(element: Element): boolean {
  return element.getBoundingClientRect().top + (element.ownerDocument.defaultView?.scrollY ?? 0) < FIRST_SCREEN_PX;
}
