import { PortalContext } from '@ariakit/react';
import { createContext, useContext, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { themeRoot } from './ThemeProvider.css';
import { themeClassNames } from './themes.css';
import type { ThemeName } from './themeNames';

export { THEME_NAMES, type ThemeName } from './themeNames';

const ThemeNameContext = createContext<ThemeName>('siipro');

export interface ThemeProviderProps {
  /** Which public body's look to apply; SIIPRO's by default. */
  theme?: ThemeName;
  /**
   * Also put the theme class on <html>, for an app that owns the whole page: <body>'s background and anything
   * rendered outside the wrapper then read the theme too.
   */
  global?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * Applies a theme to everything inside it: a wrapper div carries the theme class (the contract's CSS variables).
 * Overlays (dialogs, popovers, menus, tooltips) would normally portal to <body>, outside the wrapper and so outside
 * the variables; the provider therefore renders a portal container inside the wrapper and hands it to both Ariakit
 * (PortalContext) and react-aria (UNSAFE_PortalProvider).
 */
export function ThemeProvider({ theme = 'siipro', global = false, className, style, children }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!global) return;
    const themeClass = themeClassNames[theme];
    document.documentElement.classList.add(themeClass);
    return () => document.documentElement.classList.remove(themeClass);
  }, [global, theme]);
  const classes = [themeClassNames[theme], themeRoot, className].filter(Boolean).join(' ');
  return (
    <ThemeNameContext.Provider value={theme}>
      <div className={classes} style={style} data-theme={theme}>
        <PortalContext.Provider value={portalContainer}>
          <UNSAFE_PortalProvider getContainer={() => portalContainer}>{children}</UNSAFE_PortalProvider>
        </PortalContext.Provider>
        <div ref={setPortalContainer} data-siipro-portal="" />
      </div>
    </ThemeNameContext.Provider>
  );
}

/** The name of the theme applied around the caller ('siipro' outside any provider). */
export function useThemeName(): ThemeName {
  return useContext(ThemeNameContext);
}
