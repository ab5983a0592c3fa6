import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PROJECT_STATUSES, filtersToSearchParams, normalizeFilters, paths } from '@siipro/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import type { StatusCount } from '../PriorityDistributionChart';
import { ReportsView } from './ReportsView';

// 312 projects, as a tenant the size of cenit-demo might have them.
const byPriority = [
  { priority: 'Alta', count: 96 },
  { priority: 'Media', count: 131 },
  { priority: 'Baja', count: 58 },
  { priority: null, count: 27 },
];
const statusCounts = [74, 52, 41, 88, 39, 18];
const byStatus: StatusCount[] = DEFAULT_PROJECT_STATUSES.map((option, index) => ({
  status: option.value,
  label: option.label,
  count: statusCounts[index] ?? 0,
}));

const inExecution = filtersToSearchParams(normalizeFilters({ status: ['Ejecución'] }));

const meta = {
  title: 'Pantallas/ReportsView',
  component: ReportsView,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The reports area at `/reports` (platform.md §2), for the active tenant: the side panel with the ' +
          '"Reportes" menu (SideMenu) and "Distribución por Prioridad" — its title, whose projects it counts (and ' +
          'whether the projects list\'s filters from the address apply), "Ver en la lista de proyectos" (the list ' +
          'with the same filters, whose totals the counts equal) and the PriorityDistributionChart with its ' +
          'loading, empty and error ("Reintentar") states. Below the medium breakpoint the menu comes first.',
      },
    },
  },
  args: {
    tenantName: 'CENIT Demo',
    listHref: paths.projects('cenit-demo'),
    byPriority,
    byStatus,
  },
} satisfies Meta<typeof ReportsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Reportes' });
    await expect(within(menu).getByRole('link', { name: 'Distribución por Prioridad' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Distribución por Prioridad' })).toBeVisible();
    await expect(canvas.getByText(/^Proyectos de CENIT Demo, por prioridad y por estado\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver en la lista de proyectos' })).toHaveAttribute(
      'href',
      '/cenit-demo/proyectos/lista',
    );
    const table = canvas.getByRole('table', { name: 'Cantidad de proyectos por prioridad' });
    await expect(within(table).getByRole('row', { name: 'Alta 96 30,8 %' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { tenantName: 'Obras Públicas', listHref: paths.projects('obras-publicas'), filtered: false },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(new RegExp(`^Proyectos de ${args.tenantName}`))).toBeVisible();
  },
};

/** The address carries the list's filters: the lead line says so and the link opens the list with them. */
export const WithListFilters: Story = {
  args: {
    filtered: true,
    listHref: `${paths.projects('cenit-demo')}?${inExecution}`,
    byPriority: [
      { priority: 'Alta', count: 31 },
      { priority: 'Media', count: 40 },
      { priority: 'Baja', count: 12 },
      { priority: null, count: 5 },
    ],
    byStatus: byStatus.map((entry) => ({ ...entry, count: entry.status === 'Ejecución' ? 88 : 0 })),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/que cumplen los filtros de la lista/)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Ver en la lista de proyectos' });
    await expect(link).toHaveAttribute('href', `/cenit-demo/proyectos/lista?${inExecution}`);
    await userEvent.click(link);
    await expect(loaded.navigate).toHaveBeenCalledWith(`/cenit-demo/proyectos/lista?${inExecution}`);
  },
};

export const Loading: Story = {
  args: { loading: true, byPriority: null, byStatus: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
    // The frame is there while the counts arrive.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Distribución por Prioridad' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Reportes' })).toBeVisible();
  },
};

/** The counts could not be loaded: the message and "Reintentar". */
export const LoadError: Story = {
  args: { error: true, onRetry: fn(), byPriority: null, byStatus: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar la distribución por prioridad.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No project matches (a tenant without projects, or filters nothing meets). */
export const Empty: Story = {
  args: {
    filtered: true,
    byPriority: byPriority.filter((entry) => entry.priority !== null).map((entry) => ({ ...entry, count: 0 })),
    byStatus: byStatus.map((entry) => ({ ...entry, count: 0 })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay proyectos para mostrar.')).toBeVisible();
  },
};

/** At 360 px the menu comes first, full width; the report fits without sideways scrolling. */
export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Reportes' });
    const title = canvas.getByRole('heading', { level: 1 });
    // Read first, and (on a phone) shown first, above the title.
    await expect(menu.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    if (canvasElement.ownerDocument.documentElement.clientWidth < 600) {
      await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
    }
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
