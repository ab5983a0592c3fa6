// Every story renders inside the kit's providers, in the theme picked in the toolbar, in Spanish (es-AR).
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure, fn } from 'storybook/test';
import {
  isThemeName,
  LinkProvider,
  LocaleProvider,
  MapTilesProvider,
  THEME_LABELS,
  THEME_NAMES,
  ThemeProvider,
} from '../packages/ui/src';
// Stories switch between both themes: the Poncho theme's faces too (the package root brings only the default's).
import '../packages/ui/src/styles/ponchoFonts';

// Menus, popovers and toasts open through portals and transitions; on a busy 2-core CI machine the default 1 s that
// `findBy*`/`waitFor` allow is sometimes too short, which made keyboard stories flaky. A real failure still fails.
configure({ asyncUtilTimeout: 5000 });

// The content is Spanish; screen readers and axe's language rules need to know.
document.documentElement.lang = 'es-AR';

/**
 * Every map tile of a story is one local image per base layer (public/map-tiles, served through `staticDirs`; made by
 * generate-map-tiles.mjs): maps render offline, and screenshots never depend on a tile server.
 */
const STORY_MAP_TILES = { 'ign-ar': '/map-tiles/ign-ar.png', osm: '/map-tiles/osm.png' };

/**
 * Every face of the kit's themes (their Latin files: the ones whose range starts at U+0) loaded before a story first
 * renders. A native <select> keeps the text layout it had when first drawn: drawn before its face arrived, on a page's
 * first story, its text stayed shaped for the fallback face, a sub-pixel off the same story shown once the faces were
 * there — which made a visual test fail whenever that story was not the first of its page.
 */
async function loadThemeFaces(): Promise<Record<string, never>> {
  const latin = [...document.fonts].filter(
    (face) => face.status === 'unloaded' && face.unicodeRange.startsWith('U+0-'),
  );
  await Promise.all(latin.map((face) => face.load()));
  return {};
}

/**
 * Providers around each story. Links navigate nowhere: `navigate` is a per-render `fn()` spy that play functions
 * read as `context.loaded.navigate`, e.g. `await expect(loaded.navigate).toHaveBeenCalledWith('/proyectos/x')`.
 */
const withKitProviders: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : 'siipro';
  const navigate = (context.loaded.navigate as ((href: string) => void) | undefined) ?? (() => undefined);
  return (
    <LocaleProvider locale="es-AR">
      <ThemeProvider theme={theme} global>
        <LinkProvider navigate={navigate}>
          <MapTilesProvider templates={STORY_MAP_TILES}>
            <Story />
          </MapTilesProvider>
        </LinkProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withKitProviders],
  loaders: [loadThemeFaces, () => ({ navigate: fn().mockName('navigate') })],
  globalTypes: {
    theme: {
      description: 'Tema visual del organismo',
      toolbar: {
        title: 'Tema',
        icon: 'paintbrush',
        items: THEME_NAMES.map((name) => ({ value: name, title: THEME_LABELS[name] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'siipro' },
  parameters: {
    // `global` puts the theme on <html>, so the page background around the padding is themed too. Screens and the
    // shell set `layout: 'fullscreen'` to reach the edges.
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // A violation fails the Vitest run. A story may turn one rule off through `a11y.config.rules` only with a comment
    // saying why; the Playwright axe pass (packages/ui/visual) honours the same parameter.
    a11y: { test: 'error' },
    // Chromatic (environments with internet, token in CHROMATIC_PROJECT_TOKEN) snapshots every story in both themes.
    chromatic: { modes: Object.fromEntries(THEME_NAMES.map((theme) => [theme, { theme }])) },
    // The tiers from the smallest up, each opening on its own page (its docs/*.mdx) before its components.
    options: {
      storySort: {
        order: [
          'Introducción',
          'Fundamentos',
          'Primitivas',
          ['Introducción', '*'],
          'Patrones',
          ['Introducción', '*'],
          'Pantallas',
          ['Introducción', '*'],
          '*',
        ],
      },
    },
  },
};

export default preview;
