// Story helpers (not exported by the package): run a story at the narrowest width SIIPRO supports, 360 px. The
// Storybook Vitest addon sizes the test browser from the story's viewport global, and the Storybook UI does the same.
// The visual pipeline opens iframe.html directly at 1280 px (and again at 360 px for `responsive` stories), where the
// global does not apply, so play functions of these stories must hold at both widths.
import { createElement, type ReactElement } from 'react';
import { MAIN_PADDING } from '../patterns/AppShell';
import { Box } from '../primitives/Box';
import { media } from '../theme/breakpoints';

const NARROW_VIEWPORT = 'narrow360';

/** Spread into a story: `export const Narrow: Story = { ...atNarrowWidth, play: … }`. */
export const atNarrowWidth = {
  globals: { viewport: { value: NARROW_VIEWPORT, isRotated: false } },
  parameters: {
    viewport: { options: { [NARROW_VIEWPORT]: { name: '360 px', styles: { width: '360px', height: '740px' } } } },
  },
};

const DESKTOP_VIEWPORT = 'desktop1280';
const DESKTOP_WIDTH_PX = 1280;
/** A classic scrollbar (Windows, 17 px) takes its width from a page taller than the window. */
const CLASSIC_SCROLLBAR_PX = 17;

/**
 * Spread into a story that guards a screen's layout at 1280 px (`{ ...inAppAt1280, play: … }`). Both runners open
 * it at 1280 px — the Vitest addon from the viewport global (its own default is 1200 px), the visual pipeline by
 * opening iframe.html at that width — and the story is drawn in the width a page gets in the app there: the window
 * less a classic scrollbar and AppShell's main padding. So a width guard measures what a person at 1280 px sees, the
 * same in either runner. Narrower (the 360 px screenshot), the frame follows the window as the app's main does.
 */
export const inAppAt1280 = {
  globals: { viewport: { value: DESKTOP_VIEWPORT, isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: { [DESKTOP_VIEWPORT]: { name: '1280 px', styles: { width: `${DESKTOP_WIDTH_PX}px`, height: '800px' } } },
    },
  },
  decorators: [
    (Story: () => ReactElement) =>
      createElement(
        Box,
        { padding: MAIN_PADDING, style: { maxWidth: `${DESKTOP_WIDTH_PX - CLASSIC_SCROLLBAR_PX}px` } },
        createElement(Story),
      ),
  ],
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
