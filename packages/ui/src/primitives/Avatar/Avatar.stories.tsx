import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { samplePortrait } from './Avatar.samples';

/** The initials as drawn on screen (CSS generated content from data-initials). */
const drawnInitials = (element: Element) => getComputedStyle(element, '::before').content.replace(/^"|"$/g, '');

const meta = {
  title: 'Primitivas/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A round picture of a person. Without a picture, or when it fails to load, it shows up to two initials ' +
          '(from the name, else from the e-mail) on the default avatar colour #F59E42 with dark text (7.9:1). The ' +
          'name (or e-mail) is its accessible name; `decorative` silences it where the name is already written ' +
          'beside it.',
      },
    },
  },
  args: { name: 'María Fernández', email: 'admin@siipro.test', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'María Fernández' });
    await expect(drawnInitials(avatar)).toBe('MF');
    await expect(getComputedStyle(avatar).backgroundColor).toBe('rgb(245, 158, 66)');
  },
};

export const Playground: Story = {
  args: { name: 'Juan Pérez', email: 'editor@siipro.test', size: 'lg', src: null },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(args.name ?? args.email ?? '');
  },
};

export const WithPicture: Story = {
  args: { src: samplePortrait, size: 'lg' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'María Fernández' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const BrokenPictureFallsBackToInitials: Story = {
  args: { name: 'Lucía Gómez', src: 'data:image/png;base64,bm90LWFuLWltYWdl', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(drawnInitials(canvas.getByRole('img', { name: 'Lucía Gómez' }))).toBe('LG'));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const InitialsFromEmail: Story = {
  args: { name: null, email: 'martin.rodriguez@obraspublicas.gob.ar' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'martin.rodriguez@obraspublicas.gob.ar' });
    await expect(drawnInitials(avatar)).toBe('MR');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" name="Sofía Díaz" />
      <Avatar {...args} size="md" name="Juan Pérez" />
      <Avatar {...args} size="lg" name="María Fernández" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, medium, large] = within(canvasElement).getAllByRole('img');
    await expect(small?.getBoundingClientRect().width).toBe(32);
    await expect(medium?.getBoundingClientRect().width).toBe(40);
    await expect(large?.getBoundingClientRect().width).toBe(72);
  },
};

export const Decorative: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar {...args} decorative />
      <span>María Fernández</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The name is written beside it, so the avatar is hidden from assistive technology.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(drawnInitials(canvasElement.querySelector('[aria-hidden="true"]')!)).toBe('MF');
    // Nothing for a screen reader to read twice: the initials are not text in the page.
    await expect(canvasElement.querySelector('[data-initials]')).toBeEmptyDOMElement();
  },
};
