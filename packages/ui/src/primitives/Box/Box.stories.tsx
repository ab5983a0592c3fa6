import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';
import { media } from '../../theme/breakpoints';

const meta = {
  title: 'Primitivas/Box',
  component: Box,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The base layout primitive (as Braid's Box): any element (`as`), laid out through props over the theme's " +
          'tokens — `padding`, `margin`, `gap` from the spacing scale, `background`, `border`, `borderRadius`, ' +
          '`boxShadow`, `display` and flex alignment — instead of a stylesheet. A prop takes one value or one per ' +
          "breakpoint (`{ default: '6', compact: '4' }`: `medium` ≤ 56rem, `compact` ≤ 40rem, `narrow` ≤ 30rem). " +
          'Typography stays with the components; Stack, Inline and Grid are Boxes with a layout chosen.',
      },
    },
  },
  args: {
    background: 'surface',
    border: 'standard',
    borderRadius: 'lg',
    padding: '5',
    children: 'Ruta Nacional 40: repavimentación del tramo Cafayate – Santa María',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByText(/Ruta Nacional 40/);
    await expect(panel.tagName).toBe('DIV');
    // padding '5' is 1.25rem of the spacing scale; the border is the theme's.
    await expect(getComputedStyle(panel).paddingTop).toBe('20px');
    await expect(getComputedStyle(panel).borderTopWidth).toBe('1px');
  },
};

export const Playground: Story = {
  args: { background: 'surfaceMuted', padding: '3', borderRadius: 'md', boxShadow: 'sm', border: undefined },
  play: async ({ canvas }) => {
    const panel = canvas.getByText(/Ruta Nacional 40/);
    await expect(getComputedStyle(panel).paddingLeft).toBe('12px');
    await expect(getComputedStyle(panel).boxShadow).not.toBe('none');
  },
};

/** Any element: here a titled section, whose heading names it for assistive technology. */
export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'box-story-title',
    children: (
      <>
        <h2 id="box-story-title" style={{ margin: 0 }}>
          Proyectos recientes
        </h2>
        <p style={{ marginBottom: 0 }}>Todavía no abriste ningún proyecto.</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Proyectos recientes' }).tagName).toBe('SECTION');
  },
};

/** Less padding on a phone: one value per breakpoint (the narrow screenshot shows the `compact` one). */
export const Responsive: Story = {
  tags: ['responsive'],
  args: { padding: { default: '8', compact: '3' } },
  play: async ({ canvas }) => {
    const panel = canvas.getByText(/Ruta Nacional 40/);
    const expected = window.matchMedia(media.compact).matches ? '12px' : '32px';
    await expect(getComputedStyle(panel).paddingTop).toBe(expected);
  },
};
