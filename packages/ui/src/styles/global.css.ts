// Global styles of the kit. Rules on <html>/<body> read the contract variables with SIIPRO fallbacks: they resolve when
// the theme class sits on <html> (ThemeProvider `global`) and fall back to SIIPRO's values otherwise.
import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { ponchoTheme, siiproTheme } from '../theme/themes.css';
import { siiproTokens } from '../theme/tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  backgroundColor: fallbackVar(vars.color.bg, siiproTokens.color.bg),
  color: fallbackVar(vars.color.text, siiproTokens.color.text),
  fontFamily: fallbackVar(vars.font.body, siiproTokens.font.body),
  fontSize: fallbackVar(vars.fontSize.md, siiproTokens.fontSize.md),
  lineHeight: fallbackVar(vars.lineHeight.normal, siiproTokens.lineHeight.normal),
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: fallbackVar(vars.font.heading, siiproTokens.font.heading),
  lineHeight: fallbackVar(vars.lineHeight.tight, siiproTokens.lineHeight.tight),
});

// Form controls do not inherit typography by default; components expect them to.
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg, video, canvas', { maxWidth: '100%' });

// One visible focus indicator for keyboard users everywhere (WCAG 2.4.7), in the theme's focus colour.
globalStyle(':focus-visible', {
  outline: `2px solid ${fallbackVar(vars.color.focusRing, siiproTokens.color.focusRing)}`,
  outlineOffset: '2px',
});

// Respect reduced motion: the theme's durations collapse to zero and any remaining animation is cut short.
globalStyle(`${siiproTheme}, ${ponchoTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms' },
    },
  },
});

// Zero, not the customary 0.01ms: a 0.01ms transition still starts from the old value and lands a frame later, so the
// moved state is not there yet when code (or a test) measures right after the change. Ariakit reads the computed
// duration and skips waiting for transitionend when it is 0.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0s !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important' as 'auto', // the type lacks !important; the CSS is valid
    },
  },
});
