// Public theme entry (`@siipro/ui/themes`): the contract, the theme classes, the raw tokens and the provider.
export { vars } from './contract.css';
export { siiproTheme, ponchoTheme, themeClassNames } from './themes.css';
export { siiproTokens, ponchoTokens, TONE_NAMES } from './tokens';
export type { ThemeTokens, ColorTokens, ToneTokens, ToneName } from './tokens';
export { THEME_NAMES, THEME_LABELS, isThemeName } from './themeNames';
export type { ThemeName } from './themeNames';
export { ThemeProvider, useThemeName } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { BREAKPOINTS, media } from './breakpoints';
export type { Breakpoint } from './breakpoints';
