import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { ForbiddenView } from './ForbiddenView';

const meta = {
  title: 'Pantallas/ForbiddenView',
  component: ForbiddenView,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'Replaces a section the user may not see: "Acceso Denegado" and "No tienes los permisos necesarios para ' +
          'acceder a esta sección.". With `onBack`, a "Volver" button.',
      },
    },
  },
  args: { onBack: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
} satisfies Meta<typeof ForbiddenView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acceso Denegado' })).toBeVisible();
    await expect(canvas.getByText('No tienes los permisos necesarios para acceder a esta sección.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: args.headingLevel, name: 'Acceso Denegado' }),
    ).toBeVisible();
  },
};

export const WithoutBackButton: Story = {
  args: { onBack: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A page of the tenant settings the person may not open (platform.md §2): its own line under the title. */
export const SettingsPage: Story = {
  tags: ['no-screenshot'],
  args: { text: 'No tienes permiso para ver esta página.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('No tienes permiso para ver esta página.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Volver' })).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
