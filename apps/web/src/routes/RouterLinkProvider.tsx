// Binds the design system's links (LinkProvider) to React Router, so a click on any @siipro/ui link navigates
// client-side and hrefs carry the router's base.
import { useCallback, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { LinkProvider } from '@siipro/ui';

export function RouterLinkProvider({ children }: { children?: ReactNode }) {
  const routerNavigate = useNavigate();
  const navigate = useCallback((href: string) => void routerNavigate(href), [routerNavigate]);
  return (
    <LinkProvider navigate={navigate} useHref={useHref}>
      {children}
    </LinkProvider>
  );
}
