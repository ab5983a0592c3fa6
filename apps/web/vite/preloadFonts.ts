// Preloads the text face every screen paints with (the SIIPRO theme's Inter, latin subset) from index.html. Without
// it the browser finds the font only after the stylesheet has applied and React has rendered text (~0.4 s into a
// cold load), and the first text paints in the fallback face, then again in Inter.
import type { Plugin } from 'vite';

export function preloadFonts(fileNamePattern: RegExp): Plugin {
  return {
    name: 'siipro:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((fileName) => fileNamePattern.test(fileName));
        if (fonts.length === 0) throw new Error(`preloadFonts: no asset of the build matches ${fileNamePattern}`);
        return fonts.map((fileName) => ({
          tag: 'link',
          // crossorigin: fonts are fetched in CORS mode, and a preload only serves a request of the same mode.
          attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
