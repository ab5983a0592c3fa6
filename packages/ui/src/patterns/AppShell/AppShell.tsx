import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';
import * as styles from './AppShell.css';
import { appShellTexts } from './texts';

/** Text of the skip link. */
export const SKIP_LINK_LABEL = appShellTexts.skipToContent;

/** The page's padding inside the main landmark: what a screen's width guard must leave out (testing/viewports). */
export const MAIN_PADDING = { default: '6', compact: '4' } as const;

export interface AppShellProps {
  /** The TopNav. */
  topNav: ReactNode;
  /** Shown above the top bar, e.g. the DemoBanner in the demo tenant. */
  banner?: ReactNode;
  children: ReactNode;
  /** Text of the skip link. */
  skipLinkLabel?: string;
  /**
   * The page fills the rest of the screen below the top bar, without padding or page scroll (the map's "full screen
   * under the top bar", portfolio.md §2.9); its content takes the main landmark's height.
   */
  fill?: boolean;
}

/**
 * The page frame inside a tenant: a "Saltar al contenido" skip link (first Tab stop), a sticky header landmark with
 * the optional banner and the top bar, and the main landmark with the page.
 */
export function AppShell({ topNav, banner, children, skipLinkLabel = SKIP_LINK_LABEL, fill = false }: AppShellProps) {
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);

  // Move focus (not just the scroll position) and keep the URL as it is: a #fragment would confuse the router.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack className={[styles.root, fill ? styles.filledRoot : null].filter(Boolean).join(' ')}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        {banner}
        {topNav}
      </header>
      <Box
        as="main"
        id={mainId}
        ref={mainRef}
        tabIndex={-1}
        minWidth={0}
        padding={fill ? undefined : MAIN_PADDING}
        className={[styles.main, fill ? styles.filledMain : null].filter(Boolean).join(' ')}
      >
        {children}
      </Box>
    </Stack>
  );
}
