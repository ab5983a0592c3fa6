// For every story of the static Storybook build and every theme: wait until the story (and its play function) has
// finished rendering, compare a full-page screenshot with the committed baseline, and run axe with 0 violations.
// Stories tagged `responsive` get a second screenshot at 360 px; stories tagged `no-screenshot` (behaviour shown by
// their play function, looking like another story) get axe only. A story opts out of one axe rule only through
// `parameters.a11y.config.rules` (with a comment saying why), the same parameter Storybook's a11y addon reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { THEME_NAMES, type ThemeName } from '../src/theme/themeNames';
import { storybookUrl } from './storybookUrl';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** The slice of Storybook's preview global the test reads (Storybook 10: `window.__STORYBOOK_PREVIEW__`). */
interface StorybookPreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { parameters?: { a11y?: A11yParameters } };
    };
  };
}

interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

const indexFile = fileURLToPath(new URL('../../../storybook-static/index.json', import.meta.url));
if (!existsSync(indexFile)) {
  throw new Error(`${indexFile} is missing: build Storybook first (pnpm build-storybook), or run pnpm test:visual.`);
}
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * Rules off for every story. `region` (content inside landmarks) is a page-level concern: a story renders one
 * component, not a page; Storybook's own a11y addon turns it off for the same reason.
 */
const RULES_OFF_FOR_COMPONENTS = ['region'];

/**
 * Storybook keeps rendering after a failing play function (the phase still ends `finished`), so the page records the
 * failures Storybook announces on its channel. Runs in the page before Storybook creates the channel.
 */
function recordStoryProblems() {
  type Listener = (payload: unknown) => void;
  const problems: string[] = [];
  const describe = (payload: unknown): string =>
    Array.isArray(payload)
      ? payload.map(describe).join('; ')
      : String((payload as { message?: string; description?: string })?.message ?? JSON.stringify(payload));
  Object.assign(window, { __SIIPRO_STORY_PROBLEMS__: problems });
  let channel: unknown;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: { on: (event: string, listener: Listener) => void }) => {
      channel = next;
      next.on('playFunctionThrewException', (error) => problems.push(`play function failed: ${describe(error)}`));
      next.on('unhandledErrorsWhilePlaying', (errors) =>
        problems.push(`unhandled errors while playing: ${describe(errors)}`),
      );
      next.on('storyThrewException', (error) => problems.push(`story threw: ${describe(error)}`));
      next.on('storyErrored', (error) => problems.push(`story errored: ${describe(error)}`));
    },
  });
}

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 800 };

/** A worker's one page, and the story and theme it shows. */
interface StoryPage {
  page: Page;
  shown: { id: string; theme: ThemeName } | null;
}

/**
 * One page per worker, reused by its tests: loading Storybook's bundle costs ~0.5 s a story, more than most stories
 * take to render, so a test switches stories inside the page as Storybook's own manager does (`setCurrentStory` on
 * its channel), and navigates only when the theme changes (tests run theme by theme) or the page is fresh. Storybook
 * unmounts the previous story first; window scroll, focus and the recorded problems are reset here. A failing test
 * ends its worker, so the next test starts on a fresh page.
 */
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: storybookUrl,
        viewport: WIDE,
        deviceScaleFactor: 1,
        locale: 'es-AR',
        timezoneId: 'America/Argentina/Buenos_Aires',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      await context.addInitScript(recordStoryProblems);
      // axe-core once per page load: injecting it before every check (what @axe-core/playwright does) cost more
      // than the check itself.
      await context.addInitScript({ path: axeScript });
      await use({ page: await context.newPage(), shown: null });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function openStory(storyPage: StoryPage, id: string, theme: ThemeName): Promise<void> {
  const { page } = storyPage;
  await page.setViewportSize(WIDE);
  // Park the real pointer outside the page: Chromium may otherwise fire hover and leave events at (0, 0) when the
  // layout moves, closing hover tooltips a play function just opened (Storybook's Vitest runner does the same).
  await page.mouse.move(-1000, -1000);
  if (storyPage.shown?.theme === theme && storyPage.shown.id !== id) {
    await page.evaluate((storyId) => {
      const problems = (window as unknown as { __SIIPRO_STORY_PROBLEMS__: string[] }).__SIIPRO_STORY_PROBLEMS__;
      problems.length = 0;
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      const channel = (
        window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void } }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  } else {
    // `a11y.manual:!true` stops the a11y addon's own axe pass inside the page: the axe pass below replaces it.
    await page.goto(
      `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
    );
  }
  storyPage.shown = { id, theme };
  // The render phase reaches `finished` after rendering, the play function and afterEach hooks are done.
  const settled = await page
    .waitForFunction(
      (storyId) => {
        const render = (window as StorybookPreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
      },
      id,
      { timeout: 20_000 },
    )
    .then(() => true)
    .catch(() => false);
  const finalPhase = await page.evaluate(
    () => (window as StorybookPreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? 'not started',
  );
  if (!settled || finalPhase !== 'finished') {
    const error = await page.locator('#error-message, #error-stack').allInnerTexts();
    throw new Error(`Story ${id} stopped in render phase "${finalPhase}". ${error.join('\n')}`.trim());
  }
  const problems = await page.evaluate(
    () => (window as unknown as { __SIIPRO_STORY_PROBLEMS__?: string[] }).__SIIPRO_STORY_PROBLEMS__ ?? [],
  );
  expect(problems, `story ${id} rendered and played without errors`).toEqual([]);
  await expect(page.locator(`[data-theme="${theme}"]`).first(), 'the toolbar global picks the theme').toBeAttached();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function storyA11yParameters(page: Page): Promise<A11yParameters> {
  return page.evaluate(() => {
    const a11y = (window as StorybookPreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y ?? {};
    // Only the serialisable fields this test honours.
    return { test: a11y.test, disable: a11y.disable, config: { rules: a11y.config?.rules ?? [] } };
  });
}

async function expectNoAxeViolations(page: Page, storyId: string): Promise<void> {
  const a11y = await storyA11yParameters(page);
  if (a11y.disable || a11y.test === 'off') {
    test.info().annotations.push({ type: 'axe skipped', description: `${storyId} turns a11y off in its parameters` });
    return;
  }
  const rulesOffByStory = (a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id);
  const rulesOff = [...RULES_OFF_FOR_COMPONENTS, ...rulesOffByStory];
  // axe.run in the story's own page, with axe-core loaded by the page's init script. Only violations are read;
  // skipping the collection of passing nodes makes axe markedly faster.
  const results = await page.evaluate(
    (rulesOff) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        { include: ['#storybook-root'] },
        {
          rules: Object.fromEntries(rulesOff.map((id) => [id, { enabled: false }])),
          resultTypes: ['violations'],
        },
      ),
    rulesOff,
  );
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `axe violations in ${storyId}`).toEqual([]);
}

const takesScreenshots = (story: IndexEntry) => !story.tags?.includes('no-screenshot');

const baselinesDir = fileURLToPath(new URL('../__screenshots__/', import.meta.url));

/** The baseline files this run compares against, `<theme>/<story id>[--narrow].png`. */
function expectedBaselines(): string[] {
  return stories
    .filter(takesScreenshots)
    .flatMap((story) =>
      THEME_NAMES.flatMap((theme) => [
        `${theme}/${story.id}.png`,
        ...(story.tags?.includes('responsive') ? [`${theme}/${story.id}--narrow.png`] : []),
      ]),
    );
}

test('the Storybook build has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test('every committed baseline belongs to a story of this build', () => {
  const committed = THEME_NAMES.flatMap((theme) =>
    existsSync(`${baselinesDir}${theme}`)
      ? readdirSync(`${baselinesDir}${theme}`)
          .filter((file) => file.endsWith('.png') && !/\.(actual|diff)\.png$/.test(file))
          .map((file) => `${theme}/${file}`)
      : [],
  );
  const expected = new Set(expectedBaselines());
  // Stale files hide a renamed or deleted story; `pnpm test:visual:update` deletes them.
  expect(committed.filter((file) => !expected.has(file))).toEqual([]);
});

// Theme by theme, so a worker's page navigates once per theme and switches stories in between.
for (const theme of THEME_NAMES) {
  for (const story of stories) {
    test(`${theme} › ${story.title} › ${story.name}`, async ({ storyPage }) => {
      const { page } = storyPage;
      await openStory(storyPage, story.id, theme);
      if (takesScreenshots(story)) {
        await expect(page).toHaveScreenshot([theme, `${story.id}.png`], { fullPage: true });
      }
      await expectNoAxeViolations(page, story.id);

      if (takesScreenshots(story) && story.tags?.includes('responsive')) {
        await page.setViewportSize(NARROW);
        // Screenshot only: axe already checked this DOM at full width, and colours and names do not change with it.
        await expect(page).toHaveScreenshot([theme, `${story.id}--narrow.png`], { fullPage: true });
      }
    });
  }
}
