import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { cenitOrganizationSeeds, paths, sampleProjects } from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../AppShell/AppShell.viewports';
import { DashboardView, type DashboardItem } from './DashboardView';

const TENANT = 'cenit-demo';

const projects: DashboardItem[] = sampleProjects.map((project) => ({
  key: project.slug,
  name: project.name,
  href: paths.project(TENANT, {
    slug: project.slug,
    type: project.type,
    organizationSlug: project.organizations[0]?.slug ?? null,
  }),
}));

const organizations: DashboardItem[] = cenitOrganizationSeeds.slice(0, 3).map((organization) => ({
  key: organization.slug,
  name: organization.name,
  href: paths.organization(TENANT, organization.slug),
}));

const meta = {
  title: 'Screens/DashboardView',
  component: DashboardView,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          '"Tu actividad" (platform.md §2): the heading and two titled panels, "Proyectos recientes" and "Organismos ' +
          'recientes", with the items opened last on this device as links (a project without a page shows its name ' +
          'only), or a line saying there are none. Side by side when both fit at 20rem, else one above the other. ' +
          'Composed of the layout primitives (Stack, Grid); the cards, trends and news come with the dashboard.',
      },
    },
  },
  args: { recentProjects: projects, recentOrganizations: organizations },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tu actividad' })).toBeVisible();
    const recent = canvas.getByRole('region', { name: 'Proyectos recientes' });
    await expect(canvas.getByRole('region', { name: 'Organismos recientes' })).toBeVisible();
    const first = projects[0]!;
    const link = canvas.getByRole('link', { name: first.name });
    await expect(recent).toContainElement(link);
    await expect(link).toHaveAttribute('href', first.href);
    // A plain click navigates inside the app (through LinkProvider), not by a page load.
    await userEvent.click(link);
    await expect(loaded.navigate).toHaveBeenCalledWith(first.href);
    // The screenshot shows the screen as it opens, without the click's focus ring.
    link.blur();
  },
};

export const Playground: Story = {
  args: { recentProjects: projects.slice(0, 1), recentOrganizations: organizations.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Nothing opened yet on this device: each panel says so. */
export const Empty: Story = {
  args: { recentProjects: [], recentOrganizations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay proyectos recientes.')).toBeVisible();
    await expect(canvas.getByText('No hay actividad reciente.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A project whose page cannot be built (no organisation) shows as text, not as a dead link. */
export const ItemWithoutPage: Story = {
  args: { recentProjects: [{ key: 'sin-organismo', name: 'Relevamiento de caminos rurales', href: null }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Relevamiento de caminos rurales')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Relevamiento de caminos rurales' })).toBeNull();
  },
};

/** At 360 px the panels stack and nothing scrolls sideways. */
export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvas, canvasElement }) => {
    const projectsPanel = canvas.getByRole('region', { name: 'Proyectos recientes' }).getBoundingClientRect();
    const organizationsPanel = canvas.getByRole('region', { name: 'Organismos recientes' }).getBoundingClientRect();
    if (window.innerWidth < 700) await expect(organizationsPanel.top).toBeGreaterThan(projectsPanel.bottom);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
