// Bundled web fonts (fontsource), so every machine — CI, screenshots, another public body's app — renders the same
// glyphs without reaching a font CDN. Inter for SIIPRO; Roboto (body) and Encode Sans (headings) for the Poncho theme.
// Roboto Mono sets codes and slugs (system monospace fonts differ from machine to machine).
// Roboto, Encode Sans and Roboto Mono load the Latin subset only: it covers Spanish; Inter ships its variable font with all subsets.
import '@fontsource-variable/inter';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/encode-sans/latin-500.css';
import '@fontsource/encode-sans/latin-600.css';
import '@fontsource/encode-sans/latin-700.css';
import '@fontsource/roboto-mono/latin-400.css';
