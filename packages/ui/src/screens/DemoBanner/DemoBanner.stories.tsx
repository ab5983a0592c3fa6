import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { DemoBanner } from './DemoBanner';

const meta = {
  title: 'Pantallas/DemoBanner',
  component: DemoBanner,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'Shown at the top of every page of the demo tenant (`cenit-demo`): the workspace resets on each deployment ' +
          'and everything created in it is deleted. Takes no props; `text` only overrides the wording.',
      },
    },
  },
} satisfies Meta<typeof DemoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(
      'Estás en un espacio de demostración: se reinicia en cada despliegue y todo lo que crees en él se elimina.',
    );
  },
};

export const Playground: Story = {
  args: { text: 'Espacio de demostración: se restablece en cada despliegue y todo lo que crees se eliminará.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(args.text ?? '');
  },
};

/** At 360 px the text wraps under the icon instead of overflowing. */
export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
