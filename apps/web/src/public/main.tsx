// The public portal's entry (publico.html, issue 45): its own bundle, with none of the sign-in code of the members'
// app (src/main.tsx). The server sent the page's title, description and Open Graph tags, and the answers its first
// render reads (firstAnswers.ts): they go in the pages' cache first, and the page's own chunk is loaded, so the page
// renders once, with its content.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { primeFromPage } from './client.ts';
import { loadPageChunk, PublicApp } from './PublicApp.tsx';

// The page's chunk is fetched while the sent answers are read; a chunk that fails is lazy()'s to report.
void Promise.allSettled([primeFromPage(document, window.location), loadPageChunk(window.location.pathname)]).then(
  () => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => {
      root.render(
        <StrictMode>
          <PublicApp />
        </StrictMode>,
      );
    });
  },
);
