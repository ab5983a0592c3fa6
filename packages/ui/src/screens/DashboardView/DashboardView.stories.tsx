import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { cenitOrganizationSeeds, paths, sampleProjects, type Project } from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { DashboardView, type DashboardOrganization, type DashboardProject } from './DashboardView';

const TENANT = 'cenit-demo';

const cardOf = (project: Pick<Project, 'slug' | 'name' | 'type' | 'priority' | 'organizations' | 'program'>) => {
  const organization = project.organizations[0] ?? null;
  return {
    key: project.slug,
    name: project.name,
    href: paths.project(TENANT, { ...project, organizationSlug: organization?.slug ?? null }),
    priority: project.priority,
    organizationName: organization?.name ?? null,
    organizationHref: organization ? paths.organization(TENANT, organization.slug) : null,
    programHref: project.program
      ? paths.project(TENANT, {
          slug: project.program.slug,
          type: 'programa',
          organizationSlug: organization?.slug ?? null,
        })
      : null,
  } satisfies DashboardProject;
};

const projects: DashboardProject[] = [
  ...sampleProjects.map(cardOf),
  cardOf({
    slug: 'ruta-provincial-40-tramo-chos-malal',
    name: 'Repavimentación de la Ruta Provincial 40, tramo Chos Malal – Andacollo',
    type: 'proyecto',
    priority: 'Baja',
    organizations: [{ name: 'Dirección Provincial de Vialidad', slug: 'direccion-provincial-de-vialidad' }],
    program: null,
  }),
];

const organizations: DashboardOrganization[] = cenitOrganizationSeeds.slice(0, 4).map((organization, index) => ({
  key: organization.slug,
  name: organization.name,
  href: paths.organization(TENANT, organization.slug),
  projectsHref: paths.projects(TENANT, { organizationSlug: organization.slug }),
  // The last one shows a record without a responsable.
  responsable: index === 3 ? null : (organization.responsable?.name ?? null),
}));

const meta = {
  title: 'Pantallas/DashboardView',
  component: DashboardView,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          '"Tu actividad" (platform.md §2): the projects and organisations opened last on this device as cards, 4 ' +
          'each. A project card: its name linking to its page, the priority flag (tooltip "Prioridad: X" or "Sin ' +
          'prioridad asignada"), its organisation and "Ver programa" or "Sin programa". An organisation card: ' +
          'Responsable, "Ver Organismo", "Ver Proyectos" and "Copiar enlace" ("¡Copiado!" for 1.5 s). Beside them ' +
          '"Tendencias del Mes" (sample figures, greyed and inert) and "Novedades" (sample news, "Ver todas" ' +
          'disabled). While a list is fetched: "Cargando proyectos..." / "Cargando organismos..."; empty: "No hay ' +
          'proyectos recientes." / "No hay actividad reciente.". One column below 56rem.',
      },
    },
  },
  args: { recentProjects: projects, recentOrganizations: organizations },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (region: HTMLElement) => within(region).getAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tu actividad' })).toBeVisible();
    const recent = canvas.getByRole('region', { name: 'Proyectos recientes' });
    const recentOrganizations = canvas.getByRole('region', { name: 'Organismos recientes' });
    await expect(cards(recent)).toHaveLength(4);
    await expect(cards(recentOrganizations)).toHaveLength(4);

    // The first card: name link, priority flag, organisation and its program.
    const [first] = cards(recent) as [HTMLElement];
    const firstProject = projects[0]!;
    const link = within(first).getByRole('link', { name: firstProject.name });
    await expect(link).toHaveAttribute('href', firstProject.href);
    await expect(within(first).getByRole('img', { name: 'Prioridad: Alta' })).toBeVisible();
    await expect(within(first).getByRole('link', { name: firstProject.organizationName! })).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'Ver programa' })).toHaveAttribute(
      'href',
      firstProject.programHref,
    );
    // A project outside any program says so, as text.
    const last = cards(recent)[3]!;
    await expect(within(last).getByText('Sin programa')).toBeVisible();
    await expect(within(last).queryByRole('link', { name: 'Ver programa' })).toBeNull();

    // A plain click navigates inside the app (through LinkProvider), not by a page load.
    await userEvent.click(link);
    await expect(loaded.navigate).toHaveBeenCalledWith(firstProject.href);
    // The screenshot shows the screen as it opens, without the click's focus ring.
    link.blur();
  },
};

export const Playground: Story = {
  args: {
    recentProjects: projects.slice(0, 1),
    recentOrganizations: organizations.slice(0, 1),
    projectsLoading: false,
    organizationsLoading: false,
  },
  play: async ({ canvas }) => {
    await expect(cards(canvas.getByRole('region', { name: 'Proyectos recientes' }))).toHaveLength(1);
    await expect(cards(canvas.getByRole('region', { name: 'Organismos recientes' }))).toHaveLength(1);
  },
};

/** More than 4 recents: only the 4 first (newest) are shown. */
export const AtMostFour: Story = {
  args: { recentProjects: [...projects, { ...projects[0]!, key: 'quinto', name: 'Quinto proyecto' }] },
  play: async ({ canvas }) => {
    await expect(cards(canvas.getByRole('region', { name: 'Proyectos recientes' }))).toHaveLength(4);
    await expect(canvas.queryByText('Quinto proyecto')).toBeNull();
  },
};

/** An organisation card: Ver Organismo, Ver Proyectos and "Copiar enlace" → "¡Copiado!" (1.5 s). */
export const OrganizationLinks: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, loaded }) => {
    const region = canvas.getByRole('region', { name: 'Organismos recientes' });
    const [card] = cards(region) as [HTMLElement];
    const organization = organizations[0]!;
    await expect(within(card).getByRole('heading', { level: 3, name: organization.name })).toBeVisible();
    await expect(within(card).getByText(`Responsable: ${organization.responsable}`)).toBeVisible();
    // Each quick link is described by its card's title, so four alike links still say whose they are.
    const viewOrganization = within(card).getByRole('link', { name: 'Ver Organismo' });
    await expect(viewOrganization).toHaveAccessibleDescription(organization.name);
    await expect(viewOrganization).toHaveAttribute('href', organization.href);
    await userEvent.click(within(card).getByRole('link', { name: 'Ver Proyectos' }));
    await expect(loaded.navigate).toHaveBeenCalledWith(organization.projectsHref);

    const copy = within(card).getByRole('button', { name: 'Copiar enlace' });
    await userEvent.click(copy);
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(
      `${window.location.origin}${organization.href}`,
    );
    await expect(copy).toHaveTextContent('¡Copiado!');
    await waitFor(() => expect(copy).toHaveTextContent('Copiar enlace'), { timeout: 2500 });
    copy.blur();
    // Without a responsable: "No asignado".
    await expect(within(cards(region)[3]!).getByText('Responsable: No asignado')).toBeVisible();
  },
};

/** The month's trends are sample figures, greyed; the news' "Ver todas" is disabled. */
export const TrendsAndNews: Story = {
  play: async ({ canvas }) => {
    const trends = canvas.getByRole('region', { name: 'Tendencias del Mes' });
    await expect(within(trends).getByText('Datos de ejemplo: esta sección todavía no está activa.')).toBeVisible();
    await expect(within(trends).queryAllByRole('button')).toHaveLength(0);
    await expect(within(trends).queryAllByRole('link')).toHaveLength(0);
    const news = canvas.getByRole('region', { name: 'Novedades' });
    const viewAll = within(news).getByRole('button', { name: 'Ver todas' });
    await expect(viewAll).toHaveAttribute('aria-disabled', 'true');
    await expect(viewAll).toHaveAccessibleDescription('Todavía no hay una página con todas las novedades.');
    await expect(within(news).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** Fetching the newest projects (no recents yet) and the organisations. */
export const Loading: Story = {
  args: { recentProjects: [], recentOrganizations: [], projectsLoading: true, organizationsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando proyectos...')).toBeVisible();
    await expect(canvas.getByText('Cargando organismos...')).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

/** Nothing opened yet on this device (and nothing to fall back on): each panel says so. */
export const Empty: Story = {
  args: { recentProjects: [], recentOrganizations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay proyectos recientes.')).toBeVisible();
    await expect(canvas.getByText('No hay actividad reciente.')).toBeVisible();
    const recent = canvas.getByRole('region', { name: 'Proyectos recientes' });
    await expect(within(recent).queryByRole('list')).toBeNull();
  },
};

/** A project whose page cannot be built (no organisation) shows its name as text, not as a dead link. */
export const ItemWithoutPage: Story = {
  args: {
    recentProjects: [
      {
        key: 'sin-organismo',
        name: 'Relevamiento de caminos rurales',
        href: null,
        priority: null,
        organizationName: null,
        organizationHref: null,
        programHref: null,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Relevamiento de caminos rurales')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Relevamiento de caminos rurales' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Sin prioridad asignada' })).toBeVisible();
    await expect(canvas.getByText('Sin programa')).toBeVisible();
  },
};

/** At 360 px the cards and panels stack and nothing scrolls sideways. */
export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvas, canvasElement }) => {
    const projectsPanel = canvas.getByRole('region', { name: 'Proyectos recientes' }).getBoundingClientRect();
    const trends = canvas.getByRole('region', { name: 'Tendencias del Mes' }).getBoundingClientRect();
    if (window.innerWidth < 700) await expect(trends.top).toBeGreaterThan(projectsPanel.bottom);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** The month's trends computed from the workspace's data (issue 43): the month counted and its three figures. */
export const MonthlyTrends: Story = {
  args: {
    trends: {
      state: 'ready',
      figures: {
        month: '2026-12',
        from: '2026-12-01T03:00:00.000Z',
        to: '2026-12-07T15:00:00.000Z',
        projectsCreated: 18,
        statusChanges: 42,
        budgetAssigned: 18_750_000_000.5,
      },
    },
  },
  play: async ({ canvas }) => {
    const trends = canvas.getByRole('region', { name: 'Tendencias del Mes' });
    await expect(within(trends).queryByText('Datos de ejemplo: esta sección todavía no está activa.')).toBeNull();
    await expect(within(trends).getByText('diciembre de 2026, hasta hoy')).toBeVisible();
    const figures = Array.from(trends.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextSibling?.textContent,
    ]);
    await expect(figures).toEqual([
      ['Proyectos nuevos', '18'],
      ['Cambios de estado', '42'],
      ['Presupuesto asignado', 'ARS 18.750.000.001'],
    ]);
    // Whole pesos on screen, the exact amount on hover.
    await expect(within(trends).getByText('ARS 18.750.000.001')).toHaveAttribute('title', 'ARS 18.750.000.000,50');
  },
};

/** The trends on their way, and when they could not be read. */
export const MonthlyTrendsLoading: Story = {
  tags: ['no-screenshot'],
  args: { trends: { state: 'loading' } },
  play: async ({ canvas }) => {
    const trends = canvas.getByRole('region', { name: 'Tendencias del Mes' });
    await expect(within(trends).getByRole('status')).toHaveTextContent('Cargando tendencias...');
  },
};

export const MonthlyTrendsError: Story = {
  tags: ['no-screenshot'],
  args: { trends: { state: 'error' } },
  play: async ({ canvas }) => {
    const trends = canvas.getByRole('region', { name: 'Tendencias del Mes' });
    await expect(within(trends).getByRole('alert')).toHaveTextContent('No se pudieron cargar las tendencias del mes.');
  },
};
