import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Inline } from './Inline';

const TAGS = ['Salud', 'Educación', 'Agua y saneamiento', 'Transporte', 'Energía', 'Vivienda', 'Seguridad'];

const tags = TAGS.map((name) => (
  <Box key={name} background="surfaceMuted" borderRadius="full" paddingX="3" paddingY="1">
    {name}
  </Box>
));

const meta = {
  title: 'Primitivas/Inline',
  component: Inline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Children side by side with `space` between them, wrapping onto new lines when the row is full (also ' +
          '`space` apart). `align` places the row (start, centre, end, or spread `between`), `alignY` lines up ' +
          'children of different heights; `wrap={false}` keeps one line. Accepts every Box prop.',
      },
    },
  },
  args: { space: '2', children: tags },
  argTypes: {
    space: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '8'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    alignY: { control: 'inline-radio', options: ['stretch', 'top', 'center', 'bottom', 'baseline'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const salud = canvas.getByText('Salud').getBoundingClientRect();
    const educacion = canvas.getByText('Educación').getBoundingClientRect();
    // Side by side on one line, 0.5rem apart.
    await expect(educacion.top).toBe(salud.top);
    await expect(educacion.left - salud.right).toBe(8);
  },
};

export const Playground: Story = {
  args: { space: '4', align: 'center' },
  play: async ({ canvas }) => {
    const salud = canvas.getByText('Salud').getBoundingClientRect();
    const educacion = canvas.getByText('Educación').getBoundingClientRect();
    await expect(educacion.left - salud.right).toBe(16);
  },
};

/** In a narrow column the row wraps; the lines are `space` apart too. */
export const Wrapping: Story = {
  args: { style: { maxWidth: 240 } },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Salud').getBoundingClientRect();
    const last = canvas.getByText('Seguridad').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

/** A title and its actions at either end of a row, centred on each other. */
export const SpreadBetween: Story = {
  args: {
    align: 'between',
    alignY: 'center',
    children: [
      <h2 key="title" style={{ margin: 0 }}>
        Organismos
      </h2>,
      <Box key="count" background="surface" border="standard" borderRadius="md" padding="2">
        14 organismos
      </Box>,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const row = canvasElement.querySelector('h2')!.parentElement!.getBoundingClientRect();
    const count = canvas.getByText('14 organismos').getBoundingClientRect();
    await expect(Math.round(count.right)).toBe(Math.round(row.right));
  },
};
