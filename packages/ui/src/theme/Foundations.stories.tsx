import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { toneRecipe } from '../styles/tone.css';
import { vars } from './contract.css';
import * as css from './Foundations.css';
import { isThemeName, type ThemeName } from './themeNames';
import { ponchoTokens, siiproTokens, TONE_NAMES, type ColorTokens } from './tokens';

const tokensByTheme = { siipro: siiproTokens, poncho: ponchoTokens } as const;

/** 'rgb(r, g, b)' as getComputedStyle reports an opaque #RRGGBB colour. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const themeOf = (globals: Record<string, unknown>): ThemeName =>
  isThemeName(globals.theme) ? globals.theme : 'siipro';

const COLOR_LABELS: Record<keyof ColorTokens, string> = {
  bg: 'Fondo de página',
  surface: 'Superficie',
  surfaceMuted: 'Superficie atenuada',
  border: 'Borde',
  borderStrong: 'Borde marcado',
  text: 'Texto',
  textMuted: 'Texto secundario',
  textInverse: 'Texto sobre color',
  primary: 'Primario',
  primaryHover: 'Primario al pasar',
  primaryText: 'Texto sobre primario',
  focusRing: 'Anillo de foco',
  danger: 'Peligro',
  dangerSurface: 'Fondo de peligro',
  success: 'Éxito',
  successSurface: 'Fondo de éxito',
  info: 'Información',
  infoSurface: 'Fondo de información',
  warning: 'Advertencia',
  warningSurface: 'Fondo de advertencia',
  overlay: 'Velo de diálogos',
};

const TONE_LABELS: Record<(typeof TONE_NAMES)[number], string> = {
  red: 'Rojo',
  orange: 'Naranja',
  yellow: 'Amarillo',
  green: 'Verde',
  blue: 'Azul',
  purple: 'Violeta',
  grey: 'Gris',
  darkGrey: 'Gris oscuro',
  neutral: 'Neutro',
};

function Colors() {
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Colores</h2>
      <div className={css.grid}>
        {(Object.keys(COLOR_LABELS) as (keyof ColorTokens)[]).map((name) => (
          <div key={name} className={css.swatch}>
            <div className={css.chip} data-token={`color.${name}`} style={{ backgroundColor: vars.color[name] }} />
            <span>{COLOR_LABELS[name]}</span>
            <span className={css.tokenName}>color.{name}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

function Tones() {
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Tonos de estado y prioridad</h2>
      <div className={css.grid}>
        {TONE_NAMES.map((name) => (
          <div key={name} className={css.swatch}>
            <span className={[css.tonePill, toneRecipe({ tone: name, look: 'soft' })].join(' ')} data-tone={name}>
              {TONE_LABELS[name]}
            </span>
            <span className={css.tokenName}>tone.{name}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

const FONT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

function Typography() {
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Tipografía</h2>
      {FONT_SIZES.map((size) => (
        <div key={size} className={css.typeRow}>
          <span className={css.tokenName}>fontSize.{size}</span>
          <span style={{ fontSize: vars.fontSize[size] }}>Cartera de proyectos de inversión pública</span>
        </div>
      ))}
      <div className={css.typeRow}>
        <span className={css.tokenName}>font.heading</span>
        <span style={{ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold }}>
          Obras de agua potable en Salta
        </span>
      </div>
      <div className={css.typeRow}>
        <span className={css.tokenName}>font.mono</span>
        <span style={{ fontFamily: vars.font.mono }}>PRY-2024-00137 · $ 1.250.000,00</span>
      </div>
    </section>
  );
}

const SPACES = ['1', '2', '3', '4', '6', '8', '12'] as const;
const RADII = ['sm', 'md', 'lg', 'full'] as const;
const SHADOWS = ['sm', 'md', 'lg'] as const;

function SpacingAndShape() {
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Espacios, radios y sombras</h2>
      {SPACES.map((space) => (
        <div key={space} className={css.scaleRow}>
          <span className={css.tokenName}>space.{space}</span>
          <div className={css.spaceBar} style={{ width: vars.space[space] }} />
        </div>
      ))}
      <div className={css.scaleRow}>
        {RADII.map((radius) => (
          <div key={radius} className={css.shapeBox} style={{ borderRadius: vars.radius[radius] }}>
            radius.{radius}
          </div>
        ))}
      </div>
      <div className={css.scaleRow}>
        {SHADOWS.map((shadow) => (
          <div key={shadow} className={css.shapeBox} style={{ boxShadow: vars.shadow[shadow] } as CSSProperties}>
            shadow.{shadow}
          </div>
        ))}
      </div>
    </section>
  );
}

const meta = {
  title: 'Fundamentos/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          'The theme contract rendered with the active theme: every swatch reads a contract variable, so switching the ' +
          'toolbar theme re-skins the page. The play functions check the computed colours against the raw tokens.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColorPalette: Story = {
  name: 'Colores',
  render: () => <Colors />,
  play: async ({ canvasElement, globals }) => {
    const tokens = tokensByTheme[themeOf(globals)];
    for (const name of ['bg', 'primary', 'danger', 'success', 'text'] as const) {
      const chip = canvasElement.querySelector(`[data-token="color.${name}"]`);
      await expect(chip).not.toBeNull();
      await expect(getComputedStyle(chip as Element).backgroundColor).toBe(rgbOf(tokens.color[name]));
    }
  },
};

export const ToneScale: Story = {
  name: 'Tonos',
  render: () => <Tones />,
  play: async ({ canvasElement, globals }) => {
    const tokens = tokensByTheme[themeOf(globals)];
    const canvas = within(canvasElement);
    for (const name of TONE_NAMES) {
      const pill = canvas.getByText(TONE_LABELS[name]);
      await expect(getComputedStyle(pill).color).toBe(rgbOf(tokens.tone[name].fg));
      await expect(getComputedStyle(pill).backgroundColor).toBe(rgbOf(tokens.tone[name].bg));
    }
  },
};

export const TypeScale: Story = {
  name: 'Tipografía',
  render: () => <Typography />,
  play: async ({ canvasElement, globals }) => {
    const expectedFamily = themeOf(globals) === 'poncho' ? 'Encode Sans' : 'Inter Variable';
    const heading = within(canvasElement).getByRole('heading', { name: 'Tipografía' });
    await expect(getComputedStyle(heading).fontFamily).toContain(expectedFamily);
    // The bundled face really exists and loads (an unknown family would resolve to no faces and a system fallback).
    const faces = await document.fonts.load(`700 22px "${expectedFamily}"`, 'Obras');
    await expect(faces.map((face) => face.status)).toContain('loaded');
  },
};

export const SpacingRadiusShadow: Story = {
  name: 'Espacios y formas',
  render: () => <SpacingAndShape />,
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll<HTMLElement>(`.${css.spaceBar}`);
    const widths = [...bars].map((bar) => bar.getBoundingClientRect().width);
    // space.1 = 0.25rem = 4 px at the default root size; the scale only grows.
    await expect(widths[0]).toBe(4);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
  },
};
