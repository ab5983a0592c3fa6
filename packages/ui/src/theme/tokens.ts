// Raw design tokens, one typed object per theme (type aliases, not interfaces: vanilla-extract's token types need
// implicit index signatures). `ThemeTokens` is the single source of the theme's shape: the
// contract (contract.css.ts) is derived from it, and every theme must fill it completely, so a theme can never miss
// a variable a component uses.
//
// Contrast rule (WCAG 2.2 AA, checked by theme/contrast.test.ts and by axe on every story in both themes):
// - text, textMuted, primary, danger, success, info, warning read ≥ 4.5:1 on bg, surface and surfaceMuted;
// - danger/success/info/warning also read ≥ 4.5:1 on their own *Surface;
// - primaryText on primary and primaryHover, textInverse on primary/danger/success/info/warning ≥ 4.5:1
//   (so each semantic colour also works as a filled background);
// - text and primaryHover ≥ 4.5:1 on border (a hovered sort button's background);
// - each tone's fg reads ≥ 4.5:1 on its bg, and on surface when the tone's bg is light (so the fg outline of a tone's
//   solid shape on a map stands out from the light tiles);
// - borderStrong and focusRing reach ≥ 3:1 on bg and surface (WCAG 1.4.11 non-text contrast).

/** Tone names shared with @siipro/domain (status and priority colours). */
export const TONE_NAMES = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'grey',
  'darkGrey',
  'neutral',
] as const;
export type ToneName = (typeof TONE_NAMES)[number];

export type ToneTokens = {
  bg: string;
  fg: string;
  border: string;
  /**
   * The tone as a filled shape on a map (markers, legend swatches): the saturated colour itself, drawn with an `fg`
   * outline, which is what gives the shape its contrast against the tiles.
   */
  solid: string;
};

export type ColorTokens = {
  bg: string;
  surface: string;
  surfaceMuted: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  focusRing: string;
  danger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  info: string;
  infoSurface: string;
  warning: string;
  warningSurface: string;
  overlay: string;
};

export type ThemeTokens = {
  color: ColorTokens;
  tone: Record<ToneName, ToneTokens>;
  space: Record<'0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12', string>;
  radius: Record<'sm' | 'md' | 'lg' | 'full', string>;
  /** `heading` is the display face; `body` everything else; `mono` codes and figures. */
  font: Record<'body' | 'heading' | 'mono', string>;
  fontSize: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>;
  fontWeight: Record<'regular' | 'medium' | 'semibold' | 'bold', string>;
  lineHeight: Record<'tight' | 'normal', string>;
  shadow: Record<'sm' | 'md' | 'lg', string>;
  zIndex: Record<'dropdown' | 'tooltip' | 'modal' | 'toast', string>;
  /** Durations; global styles collapse them under `prefers-reduced-motion`. */
  motion: Record<'fast' | 'normal', string>;
};

/** Scales both themes share: a 4 px spacing grid, type ramp, layering. Themes differ in colour, fonts and shape. */
const space: ThemeTokens['space'] = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
};

const fontSize: ThemeTokens['fontSize'] = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
};

const fontWeight: ThemeTokens['fontWeight'] = { regular: '400', medium: '500', semibold: '600', bold: '700' };
const lineHeight: ThemeTokens['lineHeight'] = { tight: '1.25', normal: '1.5' };
const zIndex: ThemeTokens['zIndex'] = { dropdown: '1000', tooltip: '1100', modal: '1200', toast: '1300' };
const motion: ThemeTokens['motion'] = { fast: '120ms', normal: '200ms' };
// Bundled Roboto Mono first: codes and slugs then look the same on every machine (system mono fonts differ).
const monoStack = "'Roboto Mono', ui-monospace, 'SFMono-Regular', 'Cascadia Mono', 'Liberation Mono', Menlo, monospace";

/** SIIPRO: deep indigo on calm neutral greys, Inter everywhere. */
export const siiproTokens: ThemeTokens = {
  color: {
    bg: '#F5F6F8',
    surface: '#FFFFFF',
    surfaceMuted: '#EEF0F4',
    border: '#D5DAE1',
    borderStrong: '#6B7483',
    text: '#161C2A',
    textMuted: '#4B5465',
    textInverse: '#FFFFFF',
    primary: '#1F3A93',
    primaryHover: '#162B70',
    primaryText: '#FFFFFF',
    focusRing: '#2F55D4',
    danger: '#B42318',
    dangerSurface: '#FEF1F0',
    success: '#05603A',
    successSurface: '#ECFBF3',
    info: '#1D4F91',
    infoSurface: '#EEF4FD',
    warning: '#8A3A0A',
    warningSurface: '#FFF8E6',
    overlay: 'rgba(16, 22, 36, 0.55)',
  },
  tone: {
    red: { bg: '#FDE8E7', fg: '#A01A14', border: '#F2B3AE', solid: '#E5484D' },
    orange: { bg: '#FFEBD9', fg: '#963B07', border: '#F9BF8F', solid: '#F76B15' },
    yellow: { bg: '#FEF5CC', fg: '#7A4B05', border: '#EFD27A', solid: '#F5C518' },
    green: { bg: '#DEF7E7', fg: '#126035', border: '#9DDBB4', solid: '#2FA862' },
    blue: { bg: '#E1EBFC', fg: '#1E3F8F', border: '#A9C2F0', solid: '#2F6FE4' },
    purple: { bg: '#EFE7FB', fg: '#5B2A9A', border: '#C9B3EC', solid: '#8A4FD8' },
    grey: { bg: '#EEF0F3', fg: '#455063', border: '#CDD2DA', solid: '#8B93A1' },
    darkGrey: { bg: '#3F4756', fg: '#FFFFFF', border: '#2C3240', solid: '#4A5263' },
    neutral: { bg: '#FFFFFF', fg: '#343B4A', border: '#C9CED7', solid: '#FFFFFF' },
  },
  space,
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: monoStack,
  },
  fontSize,
  fontWeight,
  lineHeight,
  shadow: {
    sm: '0 1px 2px rgba(16, 22, 36, 0.08)',
    md: '0 4px 10px -2px rgba(16, 22, 36, 0.12), 0 2px 4px -2px rgba(16, 22, 36, 0.08)',
    lg: '0 16px 32px -8px rgba(16, 22, 36, 0.22), 0 4px 8px -4px rgba(16, 22, 36, 0.1)',
  },
  zIndex,
  motion,
};

/**
 * A second public-body theme close to Argentina's government kit "Poncho" (argentina.gob.ar): primary #0072BB,
 * Encode Sans headings and Roboto body. Poncho's own warning yellow and info light-blue are too light for text, so
 * they are darkened here to keep AA.
 */
export const ponchoTokens: ThemeTokens = {
  color: {
    bg: '#F2F2F2',
    surface: '#FFFFFF',
    surfaceMuted: '#F0F3F5',
    border: '#DEE2E6',
    borderStrong: '#707070',
    text: '#333333',
    textMuted: '#555555',
    textInverse: '#FFFFFF',
    primary: '#0072BB',
    primaryHover: '#005A94',
    primaryText: '#FFFFFF',
    focusRing: '#0072BB',
    danger: '#C62828',
    dangerSurface: '#FDEDED',
    success: '#2E7D33',
    successSurface: '#EDF7EE',
    info: '#0B5E95',
    infoSurface: '#E8F4FB',
    warning: '#8C5A00',
    warningSurface: '#FFF6E0',
    overlay: 'rgba(0, 0, 0, 0.55)',
  },
  tone: {
    red: { bg: '#FBE5E5', fg: '#A11D1D', border: '#EDA8A8', solid: '#E53935' },
    orange: { bg: '#FDEBDC', fg: '#9A3D00', border: '#F3B98B', solid: '#F57C00' },
    yellow: { bg: '#FFF3CD', fg: '#775000', border: '#E7BA61', solid: '#FDD835' },
    green: { bg: '#E3F2E4', fg: '#22622A', border: '#A5D2A8', solid: '#43A047' },
    blue: { bg: '#E1EFF9', fg: '#00579A', border: '#9CC8E8', solid: '#0072BB' },
    purple: { bg: '#F0E6F6', fg: '#6A1B99', border: '#CDA7E0', solid: '#8E24AA' },
    grey: { bg: '#EEEEEE', fg: '#4D4D4D', border: '#CCCCCC', solid: '#9E9E9E' },
    darkGrey: { bg: '#444444', fg: '#FFFFFF', border: '#333333', solid: '#555555' },
    neutral: { bg: '#FFFFFF', fg: '#333333', border: '#CCCCCC', solid: '#FFFFFF' },
  },
  space,
  radius: { sm: '3px', md: '4px', lg: '8px', full: '9999px' },
  font: {
    body: "'Roboto', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
    heading: "'Encode Sans', 'Roboto', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
    mono: monoStack,
  },
  fontSize,
  fontWeight,
  lineHeight,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.1)',
    md: '0 3px 8px rgba(0, 0, 0, 0.14)',
    lg: '0 12px 28px rgba(0, 0, 0, 0.22)',
  },
  zIndex,
  motion,
};
