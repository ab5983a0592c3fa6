// Every foreground/background pair the contract promises (see the rule in tokens.ts) meets WCAG 2.2 AA in every
// theme. axe checks rendered stories; this checks the pairs no story may happen to render.
import { describe, expect, it } from 'vitest';
import { ponchoTokens, siiproTokens, TONE_NAMES, type ThemeTokens } from './tokens';

/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

type Pair = [label: string, foreground: string, background: string, minimum: number];

function promisedPairs({ color, tone }: ThemeTokens): Pair[] {
  const text = 4.5;
  const nonText = 3;
  const pairs: Pair[] = [];
  const canvases = { bg: color.bg, surface: color.surface, surfaceMuted: color.surfaceMuted };
  for (const name of [
    'text',
    'textMuted',
    'primary',
    'primaryHover',
    'danger',
    'success',
    'info',
    'warning',
  ] as const) {
    for (const [canvasName, canvas] of Object.entries(canvases))
      pairs.push([`${name} on ${canvasName}`, color[name], canvas, text]);
  }
  for (const name of ['danger', 'success', 'info', 'warning'] as const) {
    pairs.push([`${name} on ${name}Surface`, color[name], color[`${name}Surface`], text]);
    pairs.push([`text on ${name}Surface`, color.text, color[`${name}Surface`], text]);
    pairs.push([`textInverse on ${name}`, color.textInverse, color[name], text]);
  }
  pairs.push(['primaryText on primary', color.primaryText, color.primary, text]);
  pairs.push(['primaryText on primaryHover', color.primaryText, color.primaryHover, text]);
  pairs.push(['textInverse on primary', color.textInverse, color.primary, text]);
  // A hovered sort button (SortableTableHead): its text, or the hover shade of the primary colour when it is the
  // sorted column, on the border grey.
  pairs.push(['text on border', color.text, color.border, text]);
  pairs.push(['primaryHover on border', color.primaryHover, color.border, text]);
  for (const [canvasName, canvas] of Object.entries(canvases)) {
    pairs.push([`borderStrong on ${canvasName}`, color.borderStrong, canvas, nonText]);
    pairs.push([`focusRing on ${canvasName}`, color.focusRing, canvas, nonText]);
  }
  for (const name of TONE_NAMES) {
    pairs.push([`tone.${name}.fg on its bg`, tone[name].fg, tone[name].bg, text]);
    if (luminance(tone[name].bg) > 0.5) pairs.push([`tone.${name}.fg on surface`, tone[name].fg, color.surface, text]);
  }
  return pairs;
}

describe.each([
  ['siipro', siiproTokens],
  ['poncho', ponchoTokens],
] as const)('%s theme contrast (WCAG 2.2 AA)', (_name, tokens) => {
  it.each(promisedPairs(tokens))('%s', (_label, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
  });
});
