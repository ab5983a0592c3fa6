// The public portal's build (issue 45), run after the members' app's by `pnpm build`: publico.html alone, into the
// same dist/, on Preact's compat layer instead of React (vite.config.ts's webConfig).
import { defineConfig } from 'vite';
import { webConfig } from './vite.config.ts';

export default defineConfig(webConfig('publico'));
