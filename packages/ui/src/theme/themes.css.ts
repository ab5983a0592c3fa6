// One class per theme, each assigning every contract variable. The class goes on a wrapper (ThemeProvider) or on
// <html> in an app that themes the whole page.
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { ThemeName } from './themeNames';
import { ponchoTokens, siiproTokens } from './tokens';

export const siiproTheme = createTheme(vars, siiproTokens, 'siipro');
export const ponchoTheme = createTheme(vars, ponchoTokens, 'poncho');

export const themeClassNames: Record<ThemeName, string> = {
  siipro: siiproTheme,
  poncho: ponchoTheme,
};
