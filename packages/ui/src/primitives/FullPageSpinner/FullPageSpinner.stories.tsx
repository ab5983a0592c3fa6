import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageSpinner } from './FullPageSpinner';

const meta = {
  title: 'Primitivas/FullPageSpinner',
  component: FullPageSpinner,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'Fills the page with a centred spinner while the authentication state loads at start (platform.md §2, ' +
          'guard behaviour). The label is visible and announced through a `status` live region.',
      },
    },
  },
} satisfies Meta<typeof FullPageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando...');
    // Centred on the page: the spinner's middle sits at the viewport's middle.
    const box = status.getBoundingClientRect();
    const viewportMiddle = canvasElement.ownerDocument.defaultView!.innerWidth / 2;
    await expect(Math.abs(box.left + box.width / 2 - viewportMiddle)).toBeLessThan(24);
  },
};

export const Playground: Story = {
  args: { label: 'Verificando tu sesión...' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(args.label ?? '');
  },
};
