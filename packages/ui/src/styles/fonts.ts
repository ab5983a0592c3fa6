// Bundled web fonts (fontsource), so every machine — CI, screenshots, another public body's app — renders the same
// glyphs without reaching a font CDN: Inter, SIIPRO's face, and Roboto Mono for codes and slugs (system monospace
// fonts differ from machine to machine). These come with the package root, so an app using the default theme loads
// no other face; the Poncho theme's faces are in ponchoFonts.ts. Each face is a woff2 file the browser fetches only
// when a page uses it (font-display: swap); the library build emits them as files beside style.css.
// Inter ships its variable font with all subsets; Roboto Mono loads the Latin subset only: it covers Spanish.
import '@fontsource-variable/inter';
import '@fontsource/roboto-mono/latin-400.css';
