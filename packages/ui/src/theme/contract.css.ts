// The theme contract: one CSS custom property per token, with the shape of `ThemeTokens`. Components style
// themselves only through `vars`, so swapping the theme class on an ancestor re-skins everything beneath it.
import { createThemeContract } from '@vanilla-extract/css';
import { siiproTokens } from './tokens';

// createThemeContract only reads the keys; passing the default token object keeps the shape in one place.
export const vars = createThemeContract(siiproTokens);
