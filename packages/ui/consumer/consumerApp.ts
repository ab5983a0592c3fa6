// Where prepare.ts lays out the consumer app and what the spec reads from there.
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const exampleDir = `${repoRoot}examples/kit-consumer`;
/** The temporary copy of the app with the packed kit installed (under test-results/, which git ignores). */
export const workDir = `${repoRoot}test-results/kit-consumer`;
export const appDir = `${workDir}/app`;

/** The app's two builds: on React 19 (its own dependency) and on React 18.3 (aliased, see its vite.config.ts). */
export const BUILDS = [
  { react: '19.3.1', outDir: `${appDir}/dist/react-19` },
  { react: '18.3.1', outDir: `${appDir}/dist/react-18` },
] as const;
