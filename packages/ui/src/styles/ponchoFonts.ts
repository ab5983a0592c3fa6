// The Poncho theme's faces: Roboto (body) and Encode Sans (headings), Latin subset (it covers Spanish). Not part of
// the package root, so an app on the SIIPRO theme does not carry them: an app that applies the Poncho theme imports
// this module (Storybook does); the library's style.css includes them (vite.config.ts builds it as an entry).
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/encode-sans/latin-500.css';
import '@fontsource/encode-sans/latin-600.css';
import '@fontsource/encode-sans/latin-700.css';
