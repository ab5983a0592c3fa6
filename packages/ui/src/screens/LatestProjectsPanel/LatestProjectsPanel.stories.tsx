import { messages } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { allProjectsHref, projectHrefOf, sampleLatestProjects } from '../OrganizationDetail/OrganizationDetail.samples';
import { ToastProvider } from '../../patterns/Toast';
import { LatestProjectsPanel } from './LatestProjectsPanel';

const texts = messages.organizations.detail;

const meta = {
  title: 'Pantallas/LatestProjectsPanel',
  component: LatestProjectsPanel,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <ToastProvider defaultDuration={60_000}>
        <div style={{ maxWidth: '24rem' }}>{Story()}</div>
      </ToastProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The right column of an organisation\'s page (platform.md §2): "Últimos proyectos", up to 5, each with ' +
          'code and name linking to its page, "Copiar enlace" (toast; a ToastProvider must be above), Sector, Área ' +
          'and the priority flag (tooltip "Prioridad: …"). "Ver todos" links to its projects list when `total` is ' +
          'over 5. `projects` null reads "Cargando..."; none, "No hay proyectos para este organismo".',
      },
    },
  },
  args: { projects: sampleLatestProjects, total: 12, projectHref: projectHrefOf, allHref: allProjectsHref },
  argTypes: { projects: { control: false }, projectHref: { control: false } },
} satisfies Meta<typeof LatestProjectsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five projects of twelve: each links to its page; "Ver todos" to the organisation's projects list. */
export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: texts.latestProjects })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const first = sampleLatestProjects[0]!;
    const link = within(items[0]!).getAllByRole('link')[0]!;
    await expect(link).toHaveTextContent(first.name);
    await expect(link).toHaveAttribute('href', projectHrefOf(first));
    await expect(within(items[0]!).getByText(new RegExp(`^${texts.sector}:`))).toBeVisible();
    await expect(within(items[0]!).getByRole('img', { name: /Prioridad/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.viewAll })).toHaveAttribute('href', allProjectsHref);
  },
};

export const Playground: Story = {};

/** Five or fewer in all: no "Ver todos". */
export const AllShown: Story = {
  args: { projects: sampleLatestProjects.slice(0, 3), total: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: texts.viewAll })).toBeNull();
  },
};

export const Loading: Story = {
  args: { projects: null, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const Empty: Story = {
  args: { projects: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.noProjects)).toBeVisible();
  },
};

/** "Copiar enlace" puts the project's absolute URL on the clipboard and confirms with a toast. */
export const CopyLink: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = sampleLatestProjects[0]!;
    canvas.getAllByRole('button', { name: messages.common.copyLink })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(
      `${window.location.origin}${projectHrefOf(first)}`,
    );
    const region = canvas.getByRole('region', { name: 'Notificaciones' });
    await waitFor(() => expect(within(region).getByText(messages.projects.linkCopied)).toBeVisible());
  },
};
