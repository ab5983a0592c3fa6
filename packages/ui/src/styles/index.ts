// Side-effect entry: bundled fonts and global styles. Imported once by the package root (src/index.ts).
import './fonts';
import './global.css';
