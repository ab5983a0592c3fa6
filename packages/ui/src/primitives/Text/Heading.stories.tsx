import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isThemeName } from '../../theme/themeNames';
import { ponchoTokens, siiproTokens, type ThemeTokens } from '../../theme/tokens';
import { Stack } from '../Stack';
import { Heading, type HeadingLevel } from './Heading';
import { Text } from './Text';

const tokensByTheme = { siipro: siiproTokens, poncho: ponchoTokens } as const;
const tokensOf = (globals: Record<string, unknown>): ThemeTokens =>
  tokensByTheme[isThemeName(globals.theme) ? globals.theme : 'siipro'];

/** A font-size token ('1.375rem') in the pixels getComputedStyle reports, at the browser's 16 px root. */
const pixelsOf = (rem: string) => `${parseFloat(rem) * 16}px`;

const LEVELS: HeadingLevel[] = [1, 2, 3, 4, 5, 6];

const LONG_PROJECT_NAME =
  'Construcción de la planta potabilizadora y red troncal de distribución de agua para los barrios del oeste de San ' +
  'Fernando del Valle de Catamarca';

const meta = {
  title: 'Primitivas/Heading',
  component: Heading,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A heading in the theme’s display face. `level` (1–6) renders `h1`…`h6`, the outline screen readers list ' +
          'and jump between, and gives a default size (1 xxl, 2 xl, 3 lg, 4 md, 5–6 sm); `size`, `weight`, `tone`, ' +
          '`align` and `truncate` (as in Text) change the look without changing the level. Semibold, tight lines ' +
          'and no margins by default.',
      },
    },
  },
  argTypes: {
    level: { control: 'inline-radio', options: LEVELS },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
    tone: {
      control: 'select',
      options: ['default', 'muted', 'primary', 'danger', 'success', 'info', 'warning'],
    },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    truncate: { control: 'object' },
  },
  args: { level: 2, children: 'Proyectos de la cartera' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const tokens = tokensOf(globals);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Proyectos de la cartera' });
    await expect(getComputedStyle(heading).fontSize).toBe(pixelsOf(tokens.fontSize.xl));
    await expect(getComputedStyle(heading).fontWeight).toBe(tokens.fontWeight.semibold);
    await expect(getComputedStyle(heading).marginTop).toBe('0px');
  },
};

export const Playground: Story = {
  args: { level: 3, size: 'xxl', weight: 'bold', tone: 'primary', children: 'Plan Provincial de Obras 2027' },
  play: async ({ canvas, args, globals }) => {
    const tokens = tokensOf(globals);
    const heading = canvas.getByRole('heading', { level: args.level });
    await expect(heading).toHaveTextContent(String(args.children));
    if (args.size) await expect(getComputedStyle(heading).fontSize).toBe(pixelsOf(tokens.fontSize[args.size]));
  },
};

/** The six levels at their default sizes, in outline order. */
export const Levels: Story = {
  render: () => (
    <Stack space="3">
      {LEVELS.map((level) => (
        <Heading key={level} level={level}>
          Nivel {level}: Infraestructura hídrica
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const tokens = tokensOf(globals);
    const sizes = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'sm' } as const;
    for (const level of LEVELS) {
      const heading = canvas.getByRole('heading', { level });
      await expect(heading.tagName).toBe(`H${level}`);
      await expect(getComputedStyle(heading).fontSize).toBe(pixelsOf(tokens.fontSize[sizes[level]]));
      await expect(getComputedStyle(heading).fontFamily).toContain(
        tokens.font.heading.split(',', 1).join('').replace(/'/g, ''),
      );
    }
  },
};

/**
 * The level follows the page's outline and the size the design: a page's `h1` in the large size, and its sections'
 * `h2` as small muted captions.
 */
export const SizeIndependentOfLevel: Story = {
  render: () => (
    <Stack space="4">
      <Heading level={1} size="xl">
        Acueducto El Bolsón – Fiambalá
      </Heading>
      <Stack space="1">
        <Heading level={2} size="sm" tone="muted" weight="medium">
          Datos generales
        </Heading>
        <Text as="p">Organismo: Dirección Provincial de Agua de Catamarca</Text>
      </Stack>
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const tokens = tokensOf(globals);
    const section = canvas.getByRole('heading', { level: 2, name: 'Datos generales' });
    await expect(getComputedStyle(section).fontSize).toBe(pixelsOf(tokens.fontSize.sm));
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(title).fontSize).toBe(pixelsOf(tokens.fontSize.xl));
  },
};

/** A long project name as a page title in a narrow column, cut to one line; its accessible name is the whole name. */
export const Truncated: Story = {
  args: { level: 1, truncate: true, children: LONG_PROJECT_NAME },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <Heading {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: LONG_PROJECT_NAME });
    await expect(getComputedStyle(heading).textOverflow).toBe('ellipsis');
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};
