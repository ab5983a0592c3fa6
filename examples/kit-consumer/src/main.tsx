// Entry: the kit's base stylesheet (SIIPRO's faces and global styles) and the Poncho theme's faces, then the app in
// the Poncho theme, its router connected to the kit's links through LinkProvider.
import '@siipro/ui/base.css';
import '@siipro/ui/poncho-fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LinkProvider, ThemeProvider } from '@siipro/ui';
import { App } from './App';
import { navigate, useHref } from './router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme="poncho" global>
      <LinkProvider navigate={navigate} useHref={useHref}>
        <App />
      </LinkProvider>
    </ThemeProvider>
  </StrictMode>,
);
