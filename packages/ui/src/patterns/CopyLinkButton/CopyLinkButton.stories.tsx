import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@siipro/domain';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { COPIED_CONFIRMATION_MS, CopyLinkButton } from './CopyLinkButton';

const organizationPage = paths.organization('cenit-demo', 'ministerio-de-infraestructura');

const meta = {
  title: 'Patrones/CopyLinkButton',
  component: CopyLinkButton,
  tags: ['autodocs'],
  // Toasts stay a minute here (4000 ms in the app), so the visual test still sees the confirmation.
  decorators: [(Story) => <ToastProvider defaultDuration={60_000}>{Story()}</ToastProvider>],
  parameters: {
    docs: {
      description: {
        component:
          '"Copiar enlace" (platform.md §2): copies the absolute URL of an in-app path (with the router\'s base, ' +
          'through LinkProvider). `appearance="icon"` (default) is the icon button of lists and cards (ProjectsTable, ' +
          'OrganizationCard, LatestProjectsPanel) and confirms with a toast (a ToastProvider must be above); ' +
          '`appearance="text"` (the dashboard\'s cards) reads "¡Copiado!" for 1.5 s, also announced in a polite live ' +
          'region. A refused clipboard never claims success.',
      },
    },
  },
  args: { to: organizationPage, size: 'sm' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    appearance: { control: 'inline-radio', options: ['icon', 'text'] },
  },
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

/** The text appearance: "¡Copiado!" for 1.5 s, then back to "Copiar enlace". */
export const TextCopied: Story = {
  args: { appearance: 'text' },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copiar enlace' });
    await userEvent.click(button);
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(
      `${window.location.origin}${organizationPage}`,
    );
    await expect(button).toHaveTextContent('¡Copiado!');
    await expect(canvas.getByRole('status')).toHaveTextContent('¡Copiado!');
    // Back to "Copiar enlace" after 1.5 s (the screenshot shows the button at rest).
    await waitFor(() => expect(button).toHaveTextContent('Copiar enlace'), {
      timeout: COPIED_CONFIRMATION_MS + 1000,
    });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    button.blur();
  },
};

/** The text appearance when the browser refuses the clipboard: nothing claims it was copied. */
export const TextClipboardRefused: Story = {
  args: { appearance: 'text' },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copiar enlace' });
    await userEvent.click(button);
    await waitFor(() => expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalled());
    await expect(button).toHaveTextContent('Copiar enlace');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    button.blur();
  },
};
