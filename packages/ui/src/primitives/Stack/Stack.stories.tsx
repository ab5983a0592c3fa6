import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Stack } from './Stack';
import { media } from '../../theme/breakpoints';

const ITEMS = ['Acueducto Norte – Etapa II', 'Hospital Regional de Añatuya', 'Escuela técnica N.º 3 de Tafí Viejo'];

const panels = ITEMS.map((name) => (
  <Box key={name} background="surface" border="standard" borderRadius="md" padding="3">
    {name}
  </Box>
));

const meta = {
  title: 'Primitivas/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Children one above the other with even `space` between them (a step of the spacing scale, or one per ' +
          'breakpoint). `align` places them across the stack: full width by default, or at the start, centre or ' +
          'end. Accepts every Box prop (`as`, padding, background, …).',
      },
    },
  },
  args: { space: '3', children: panels },
  argTypes: {
    space: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '8', '10', '12'] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (items: HTMLElement[]) => items.map((item) => item.getBoundingClientRect());

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = tops(ITEMS.map((name) => canvas.getByText(name)));
    // One above the other, 0.75rem apart, each as wide as the stack.
    await expect(second!.top - first!.bottom).toBe(12);
    await expect(first!.width).toBe(second!.width);
  },
};

export const Playground: Story = {
  args: { space: '6', align: 'start' },
  play: async ({ canvas }) => {
    const [first, second] = tops(ITEMS.map((name) => canvas.getByText(name)));
    await expect(second!.top - first!.bottom).toBe(24);
    // At the start, each is as wide as its text: the names differ in length.
    await expect(first!.width).not.toBe(second!.width);
  },
};

/** A list: `as="ul"` keeps the list's semantics (and its markers). */
export const AsList: Story = {
  args: {
    as: 'ul',
    space: '2',
    paddingLeft: '5',
    margin: '0',
    children: ITEMS.map((name) => <li key={name}>{name}</li>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').tagName).toBe('UL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Tighter on a phone: `space={{ default: '6', compact: '2' }}`. */
export const Responsive: Story = {
  tags: ['responsive'],
  args: { space: { default: '6', compact: '2' } },
  play: async ({ canvas }) => {
    const [first, second] = tops(ITEMS.map((name) => canvas.getByText(name)));
    const expected = window.matchMedia(media.compact).matches ? 8 : 24;
    await expect(second!.top - first!.bottom).toBe(expected);
  },
};
