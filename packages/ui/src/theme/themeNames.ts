// Theme names as plain data (no styles), so tools outside the bundler — the Playwright visual run — can import them.
export const THEME_NAMES = ['siipro', 'poncho'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Labels for theme pickers (Storybook toolbar, an app's settings). */
export const THEME_LABELS: Record<ThemeName, string> = {
  siipro: 'SIIPRO',
  poncho: 'Poncho (Argentina.gob.ar)',
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
