import { messages } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import type { InlineEditOutcome } from '../../patterns/InlineEditHeader';
import {
  allProjectsHref,
  organizationBreadcrumbs,
  projectHrefOf,
  sampleLatestProjects,
  sampleOrganization,
} from '../OrganizationDetail/OrganizationDetail.samples';
import { ToastProvider } from '../../patterns/Toast';
import { OrganizationDetailView } from './OrganizationDetailView';

const meta = {
  title: 'Pantallas/OrganizationDetailView',
  component: OrganizationDetailView,
  tags: ['autodocs'],
  decorators: [(Story) => <ToastProvider defaultDuration={60_000}>{Story()}</ToastProvider>],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "An organisation's page (platform.md §2). Left, 8 of 12 columns: breadcrumb, name and description edited " +
          'in place (pencil "Editar"; a 409 keeps the typed text and offers "Recargar"), Detalles (open) and ' +
          'Adjuntos (closed). Right, 4 columns: "Últimos proyectos". One column on small screens. States: ' +
          '"Cargando datos...", an error with "Reintentar", "No se encontró la organización". Without ' +
          'organizations:edit (`canEdit` false) there is no pencil.',
      },
    },
  },
  args: {
    state: 'loaded',
    errorMessage: null,
    onRetry: fn(),
    organization: sampleOrganization,
    breadcrumbs: organizationBreadcrumbs(sampleOrganization.name),
    canEdit: true,
    onSave: fn(async (): Promise<InlineEditOutcome> => 'saved'),
    onReload: fn(),
    latestProjects: {
      projects: sampleLatestProjects,
      total: sampleOrganization.projectCount,
      projectHref: projectHrefOf,
      allHref: allProjectsHref,
    },
  },
  argTypes: { organization: { control: 'object' }, latestProjects: { control: false } },
} satisfies Meta<typeof OrganizationDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details on the left, the latest projects on the right. */
export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleOrganization.name);
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: messages.organizations.detail.latestProjects }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.organizations.detail.viewAll })).toBeVisible();
  },
};

export const Playground: Story = {};

/** A viewer reads the same page without the pencil. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Editar' })).toBeNull();
  },
};

/** The panel still loading while the organisation shows. */
export const ProjectsLoading: Story = {
  args: { latestProjects: { ...meta.args.latestProjects, projects: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.common.loading)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', organization: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.common.loadingData);
  },
};

/** A failed load: the API's message (else "No se pudo cargar la organización") and "Reintentar". */
export const LoadError: Story = {
  args: { state: 'error', organization: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.organizations.errors.load);
    await userEvent.click(canvas.getByRole('button', { name: messages.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { state: 'notFound', organization: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.organizations.errors.notFound);
  },
};

/** At 360 px: one column, the panel after the details, nothing wider than the screen. */
export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const panel = canvas.getByRole('heading', { level: 2, name: messages.organizations.detail.latestProjects });
    // The visual pipeline also plays it at 1280 px, where the viewport global does not apply (testing/viewports).
    if (window.innerWidth <= 400) {
      await expect(panel.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().top);
    }
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
