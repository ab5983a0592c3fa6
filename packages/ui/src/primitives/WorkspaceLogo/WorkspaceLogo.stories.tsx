import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleLogo } from '../Avatar/Avatar.samples';
import { WorkspaceLogo } from './WorkspaceLogo';

/** The initials as drawn on screen (CSS generated content from data-initials). */
const drawnInitials = (element: Element) => getComputedStyle(element, '::before').content.replace(/^"|"$/g, '');

const meta = {
  title: 'Primitivas/WorkspaceLogo',
  component: WorkspaceLogo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A workspace's logo on a square tile, or its initials when it has none (or the image fails). Decorative " +
          'by default, since the name is written beside it; `decorative={false}` names it for places where it stands ' +
          'alone. Used by the workspace picker, the tenant switcher and the profile.',
      },
    },
  },
  args: { name: 'Obras Públicas', size: 'md', decorative: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] }, logo: { control: 'text' } },
} satisfies Meta<typeof WorkspaceLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(drawnInitials(within(canvasElement).getByRole('img', { name: 'Obras Públicas' }))).toBe('OP');
  },
};

export const Playground: Story = {
  args: { name: 'CENIT Demo', size: 'lg', logo: null },
  play: async ({ canvasElement, args }) => {
    await expect(drawnInitials(within(canvasElement).getByRole('img', { name: args.name }))).toBe('CD');
  },
};

export const WithLogo: Story = {
  args: { name: 'Vialidad Provincial', logo: sampleLogo('#0B6E4F', 'road'), size: 'lg' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Vialidad Provincial' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const BrokenLogoFallsBackToInitials: Story = {
  args: { name: 'Secretaría de Energía', logo: 'data:image/png;base64,bm90LWFuLWltYWdl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(drawnInitials(canvas.getByRole('img', { name: 'Secretaría de Energía' }))).toBe('SE'));
  },
};

export const DecorativeBesideName: Story = {
  args: { decorative: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <WorkspaceLogo {...args} />
      <span>{args.name}</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
