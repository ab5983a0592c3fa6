import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Grid } from './Grid';
import { media } from '../../theme/breakpoints';

const ORGANISMS = [
  'Ministerio de Obras Públicas',
  'Vialidad Provincial',
  'Instituto de Vivienda',
  'Ministerio de Salud',
  'Dirección de Hidráulica',
  'Ente Provincial del Agua',
];

const cards = ORGANISMS.map((name) => (
  <Box key={name} background="surface" border="standard" borderRadius="lg" padding="4">
    {name}
  </Box>
));

const meta = {
  title: 'Primitivas/Grid',
  component: Grid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Children in columns of equal width with `space` between rows and columns. Either a fixed number of ' +
          'columns per breakpoint (`columns={{ default: 4, medium: 2, narrow: 1 }}`), or fluid columns of at least ' +
          '`minColumnWidth` that reflow without breakpoints (as many as fit; one when none does). Columns may shrink ' +
          'below their content, so long names wrap instead of overflowing.',
      },
    },
  },
  args: { space: '4', columns: 3, children: cards },
  argTypes: {
    space: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '8'] },
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvas: { getByText: (text: string) => HTMLElement }) =>
  ORGANISMS.map((name) => canvas.getByText(name).getBoundingClientRect());

export const Default: Story = {
  play: async ({ canvas }) => {
    const [a, b, c, d] = boxes(canvas);
    // Three to a row, 1rem apart; the fourth starts the next row.
    await expect(b!.top).toBe(a!.top);
    await expect(c!.top).toBe(a!.top);
    await expect(Math.round(b!.left - a!.right)).toBe(16);
    await expect(d!.left).toBe(a!.left);
    await expect(Math.round(d!.top - a!.bottom)).toBe(16);
  },
};

export const Playground: Story = {
  args: { columns: 2, space: '6' },
  play: async ({ canvas }) => {
    const [a, b, c] = boxes(canvas);
    await expect(b!.top).toBe(a!.top);
    await expect(c!.left).toBe(a!.left);
  },
};

/** Fluid: columns of at least 20rem, as many as fit (two here at 700 px; one on a phone). */
export const FluidColumns: Story = {
  tags: ['responsive'],
  args: { columns: undefined, minColumnWidth: '20rem', style: { maxWidth: 700 } },
  play: async ({ canvas }) => {
    const [a, b] = boxes(canvas);
    const oneColumn = window.innerWidth < 20 * 16 * 2 + 16 + 32;
    await expect(b!.top === a!.top).toBe(!oneColumn);
  },
};

/** Four columns on a wide screen, two below 56rem and one on a phone: the list screen's quick filters. */
export const ResponsiveColumns: Story = {
  tags: ['responsive'],
  args: { columns: { default: 4, medium: 2, narrow: 1 }, space: '3' },
  play: async ({ canvas }) => {
    const [a, b] = boxes(canvas);
    const narrow = window.matchMedia(media.narrow).matches;
    await expect(b!.top === a!.top).toBe(!narrow);
  },
};
