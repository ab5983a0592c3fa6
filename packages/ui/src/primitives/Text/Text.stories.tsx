import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isThemeName } from '../../theme/themeNames';
import { ponchoTokens, siiproTokens, type ThemeTokens } from '../../theme/tokens';
import { Box } from '../Box';
import { Stack } from '../Stack';
import { Text, type TextStyleProps } from './Text';

const tokensByTheme = { siipro: siiproTokens, poncho: ponchoTokens } as const;
const tokensOf = (globals: Record<string, unknown>): ThemeTokens =>
  tokensByTheme[isThemeName(globals.theme) ? globals.theme : 'siipro'];

/** 'rgb(r, g, b)' as getComputedStyle reports an opaque #RRGGBB colour. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A font-size token ('0.875rem') in the pixels getComputedStyle reports, at the browser's 16 px root. */
const pixelsOf = (rem: string) => `${parseFloat(rem) * 16}px`;

/** The first family of a font stack, as the browser lists it ('Inter Variable' → "Inter Variable"). */
const firstFamily = (stack: string) => stack.split(',', 1).join('').replace(/'/g, '');

const LONG_PROJECT_NAME =
  'Construcción de la planta potabilizadora y red troncal de distribución de agua para los barrios del oeste de San ' +
  'Fernando del Valle de Catamarca';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
const WEIGHTS = ['regular', 'medium', 'semibold', 'bold'] as const;
const TONE_SAMPLES: { tone: NonNullable<TextStyleProps['tone']>; token: keyof ThemeTokens['color']; text: string }[] = [
  { tone: 'default', token: 'text', text: 'Presupuesto asignado: $ 1.250.000.000' },
  { tone: 'muted', token: 'textMuted', text: 'Actualizado hace 3 días por Ana Quiroga' },
  { tone: 'primary', token: 'primary', text: '12 proyectos en la cartera de Obras Públicas' },
  { tone: 'danger', token: 'danger', text: 'La obra superó el plazo de ejecución previsto' },
  { tone: 'success', token: 'success', text: 'Proyecto aprobado por el Consejo de Planificación' },
  { tone: 'info', token: 'info', text: 'El puntaje se recalcula al cambiar los criterios' },
  { tone: 'warning', token: 'warning', text: 'Faltan cargar los datos de localización' },
];

const meta = {
  title: 'Primitivas/Text',
  component: Text,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A run of text styled through props over the theme’s tokens: `font` (body, heading, mono), `size` (the type ' +
          'scale, xs–xxl), `weight`, `lineHeight`, `tone` (colour roles: default, muted, primary, danger, success, ' +
          'info, warning, inverse), `align` and `truncate` (`true`: one line with an ellipsis; a number: that many ' +
          'lines). A prop left unset inherits from the parent. `as` picks the element (`span` by default; `p`, ' +
          '`label`, `time`, …). A truncated text stays whole in the page: screen readers, find-in-page and copying ' +
          'get all of it; no `title` is added, since it reaches only a mouse and some screen readers read it twice.',
      },
    },
  },
  argTypes: {
    as: { control: 'select', options: ['span', 'p', 'div', 'label', 'strong', 'small', 'code'] },
    font: { control: 'inline-radio', options: ['body', 'heading', 'mono'] },
    size: { control: 'select', options: SIZES },
    weight: { control: 'inline-radio', options: WEIGHTS },
    lineHeight: { control: 'inline-radio', options: ['tight', 'normal'] },
    tone: { control: 'select', options: TONE_SAMPLES.map((sample) => sample.tone) },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    truncate: { control: 'object' },
  },
  args: {
    children: 'Ruta Provincial 1: pavimentación del tramo Fray Mamerto Esquiú – Las Pirquitas',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With no props: a `span` that takes everything from its parent, here the page's body text. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = canvas.getByText(/Ruta Provincial 1/);
    await expect(text.tagName).toBe('SPAN');
    await expect(getComputedStyle(text).fontSize).toBe(pixelsOf(tokensOf(globals).fontSize.md));
    await expect(getComputedStyle(text).color).toBe(rgbOf(tokensOf(globals).color.text));
  },
};

export const Playground: Story = {
  args: { as: 'p', size: 'lg', weight: 'medium', tone: 'primary', align: 'center' },
  play: async ({ canvas, args, globals }) => {
    const tokens = tokensOf(globals);
    const text = canvas.getByText(/Ruta Provincial 1/);
    await expect(text.tagName).toBe((args.as ?? 'span').toUpperCase());
    if (args.size) await expect(getComputedStyle(text).fontSize).toBe(pixelsOf(tokens.fontSize[args.size]));
    if (args.weight) await expect(getComputedStyle(text).fontWeight).toBe(tokens.fontWeight[args.weight]);
    if (args.align) await expect(getComputedStyle(text).textAlign).toBe(args.align);
  },
};

/** The type scale, one paragraph per step. */
export const Sizes: Story = {
  render: () => (
    <Stack space="3">
      {SIZES.map((size) => (
        <Text key={size} as="p" size={size} data-size={size}>
          {size}: Índice de priorización de la cartera 2027
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement, globals }) => {
    const tokens = tokensOf(globals);
    for (const size of SIZES) {
      const text = canvasElement.querySelector(`[data-size="${size}"]`) as HTMLElement;
      await expect(getComputedStyle(text).fontSize).toBe(pixelsOf(tokens.fontSize[size]));
      // A paragraph's browser margins are gone: the Stack spaces the lines.
      await expect(getComputedStyle(text).marginTop).toBe('0px');
    }
  },
};

export const Weights: Story = {
  render: () => (
    <Stack space="2">
      {WEIGHTS.map((weight) => (
        <Text key={weight} as="p" weight={weight} data-weight={weight}>
          {weight}: Secretaría de Planeamiento e Infraestructura
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement, globals }) => {
    const tokens = tokensOf(globals);
    for (const weight of WEIGHTS) {
      const text = canvasElement.querySelector(`[data-weight="${weight}"]`) as HTMLElement;
      await expect(getComputedStyle(text).fontWeight).toBe(tokens.fontWeight[weight]);
    }
  },
};

/** The three faces: the body's, the display face (Encode Sans in Poncho) and the mono one for codes and figures. */
export const Fonts: Story = {
  render: () => (
    <Stack space="2">
      <Text as="p" font="body">
        Expediente de la obra en trámite
      </Text>
      <Text as="p" font="heading" size="lg" weight="semibold">
        Plan Provincial de Obras 2027
      </Text>
      <Text as="p" font="mono">
        EX-2026-01894532-CAT-MOP
      </Text>
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const tokens = tokensOf(globals);
    await expect(getComputedStyle(canvas.getByText(/Expediente/)).fontFamily).toContain(firstFamily(tokens.font.body));
    await expect(getComputedStyle(canvas.getByText(/Plan Provincial/)).fontFamily).toContain(
      firstFamily(tokens.font.heading),
    );
    await expect(getComputedStyle(canvas.getByText(/EX-2026/)).fontFamily).toContain('Roboto Mono');
  },
};

/** Every colour role on the page's background, and `inverse` on a filled primary background. */
export const Tones: Story = {
  render: () => (
    <Stack space="2" align="start">
      {TONE_SAMPLES.map(({ tone, text }) => (
        <Text key={tone} as="p" tone={tone}>
          {text}
        </Text>
      ))}
      <Box background="primary" paddingX="3" paddingY="2" borderRadius="md">
        <Text tone="inverse" weight="semibold">
          Cartera publicada
        </Text>
      </Box>
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const tokens = tokensOf(globals);
    for (const { token, text } of TONE_SAMPLES) {
      await expect(getComputedStyle(canvas.getByText(text)).color).toBe(rgbOf(tokens.color[token]));
    }
    await expect(getComputedStyle(canvas.getByText('Cartera publicada')).color).toBe(rgbOf(tokens.color.textInverse));
  },
};

/** The lines of a block element at its start, centre or end. */
export const Alignment: Story = {
  render: () => (
    <Box background="surface" border="standard" borderRadius="md" padding="4" style={{ maxWidth: '28rem' }}>
      <Stack space="2">
        <Text as="p" align="start">
          Inicio de obra: marzo de 2027
        </Text>
        <Text as="p" align="center">
          Sin proyectos que coincidan con los filtros
        </Text>
        <Text as="p" align="end">
          Total: $ 48.300.000
        </Text>
      </Stack>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/Inicio de obra/)).textAlign).toBe('start');
    await expect(getComputedStyle(canvas.getByText(/Sin proyectos/)).textAlign).toBe('center');
    await expect(getComputedStyle(canvas.getByText(/Total/)).textAlign).toBe('end');
  },
};

/** A long project name in a narrow column, on one line with an ellipsis; the whole name stays in the page. */
export const TruncatedLine: Story = {
  args: { truncate: true, children: LONG_PROJECT_NAME },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Found by its whole text: a screen reader and find-in-page read the name, not what fits.
    const text = within(canvasElement).getByText(LONG_PROJECT_NAME);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(getComputedStyle(text).whiteSpace).toBe('nowrap');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text).not.toHaveAttribute('title');
  },
};

/** The same name cut after two lines (line-clamp), for a card that has room for more than one. */
export const TruncatedLines: Story = {
  args: { as: 'p', truncate: 2, children: LONG_PROJECT_NAME },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = within(canvasElement).getByText(LONG_PROJECT_NAME);
    await expect(getComputedStyle(text).webkitLineClamp).toBe('2');
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    // Two lines of the body's size and line height, not one and not the four the name needs.
    const { fontSize, lineHeight } = tokensOf(globals);
    const line = parseFloat(fontSize.md) * 16 * parseFloat(lineHeight.normal);
    await expect(text.clientHeight).toBe(2 * line);
  },
};

/** `as="label"`: the name of a field, with `htmlFor`, in the body's medium weight. */
export const AsLabel: Story = {
  render: () => (
    <Stack space="1" align="start">
      <Text as="label" htmlFor="nombre-proyecto" weight="medium" size="sm">
        Nombre del proyecto
      </Text>
      <input id="nombre-proyecto" defaultValue="Acueducto El Bolsón – Fiambalá" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Nombre del proyecto');
    await expect(field).toHaveValue('Acueducto El Bolsón – Fiambalá');
    await expect(canvas.getByText('Nombre del proyecto').tagName).toBe('LABEL');
  },
};
