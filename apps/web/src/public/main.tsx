// The public portal's entry (publico.html, issue 45): its own bundle, with none of the sign-in code of the members'
// app (src/main.tsx). The server sent the page's title, description and Open Graph tags; the app takes over here.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './PublicApp.tsx';

const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <PublicApp />
    </StrictMode>,
  );
});
