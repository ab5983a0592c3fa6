// The app's build. KIT_CONSUMER_REACT=18 builds it on React 18.3 instead of 19: every `react`/`react-dom` import, the
// kit's and its libraries' included, resolves to the aliased 18.3 packages (react-18, react-dom-18).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const react18 = process.env.KIT_CONSUMER_REACT === '18';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: react18
      ? [
          { find: /^react$/, replacement: 'react-18' },
          { find: /^react\/(.*)$/, replacement: 'react-18/$1' },
          { find: /^react-dom$/, replacement: 'react-dom-18' },
          { find: /^react-dom\/(.*)$/, replacement: 'react-dom-18/$1' },
        ]
      : [],
  },
  build: { outDir: react18 ? 'dist/react-18' : 'dist/react-19' },
});
