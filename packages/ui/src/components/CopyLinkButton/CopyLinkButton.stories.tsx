import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@siipro/domain';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { CopyLinkButton } from './CopyLinkButton';

const organizationPage = paths.organization('cenit-demo', 'ministerio-de-infraestructura');

const meta = {
  title: 'Components/CopyLinkButton',
  component: CopyLinkButton,
  tags: ['autodocs'],
  // Toasts stay a minute here (4000 ms in the app), so the visual test still sees the confirmation.
  decorators: [(Story) => <ToastProvider defaultDuration={60_000}>{Story()}</ToastProvider>],
  parameters: {
    docs: {
      description: {
        component:
          'The "Copiar enlace" icon button of the lists and cards (ProjectsTable, OrganizationCard): copies the ' +
          "absolute URL of an in-app path (with the router's base, through LinkProvider) and confirms with a toast. " +
          'A ToastProvider must be above.',
      },
    },
  },
  args: { to: organizationPage, size: 'sm' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof CopyLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { label: 'Compartir organismo', size: 'md' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: args.label })).toBeVisible();
  },
};

/** A click copies the absolute URL and says so in a toast. */
export const Copied: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copiar enlace' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(
      `${window.location.origin}${organizationPage}`,
    );
    const region = within(canvasElement).getByRole('region', { name: 'Notificaciones' });
    await waitFor(() => expect(within(region).getByText('Enlace copiado')).toBeVisible());
  },
};

/** The clipboard refuses (no permission): the toast says the link was not copied. */
export const CopyFails: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copiar enlace' }));
    const region = within(canvasElement).getByRole('region', { name: 'Notificaciones' });
    await waitFor(() => expect(within(region).getByText('No se pudo copiar el enlace')).toBeVisible());
  },
};
