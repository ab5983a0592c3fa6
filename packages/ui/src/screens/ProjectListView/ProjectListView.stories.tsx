import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  demoProjectsByTenant,
  demoTenants,
  filtersFromDialogResult,
  activeFilterCount,
  dialogSelectionFromFilters,
  emptyFilters,
  filterChips,
  messages,
  withoutFilterChip,
  withoutFilterChips,
  toggleSort,
  type Project,
  type ProjectFilters,
  type SortState,
} from '@siipro/domain';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport, isCompactViewport, startsOnFirstScreen } from '../../testing/viewports';
import { sampleFilterSections } from '../FiltersDialog/FiltersDialog.samples';
import { sampleHrefs } from '../ProjectsTable/ProjectsTable.samples';
import { ToastProvider } from '../../patterns/Toast';
import { ProjectListView, type ProjectListViewProps } from './ProjectListView';

const PAGE_SIZE = 20;
const cenit = demoProjectsByTenant['cenit-demo'];
const statuses = demoTenants[0]!.configJson.projectStatus;
const quick = messages.projects.quickFilters;
const projectPages = Math.ceil(cenit.filter((project) => project.type === 'proyecto').length / 20);
const inExecution = cenit.filter((project) => project.type === 'proyecto' && project.status === 'Ejecución').length;

/** The options of a section of the dialog samples, as quick-filter options. */
const optionsOf = (id: string) =>
  (sampleFilterSections.find((section) => section.id === id)?.options ?? []).map(({ id: value, label }) => ({
    value,
    label,
  }));

const QUICK_KEYS = [
  ['executingArea', quick.executingArea],
  ['priority', quick.priority],
  ['status', quick.status],
  ['fundingSource', quick.fundingSource],
] as const;

const compareBy = (field: SortState['field']) => (a: Project, b: Project) => {
  const value = (project: Project): string | number | null =>
    field === 'organization'
      ? (project.organizations[0]?.name ?? null)
      : field === 'program'
        ? (project.parentProject?.name ?? null)
        : ((project as unknown as Record<string, string | number | null>)[field] ?? null);
  const [x, y] = [value(a), value(b)];
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'es');
};

type DemoArgs = Pick<
  ProjectListViewProps,
  | 'type'
  | 'canOptimize'
  | 'loading'
  | 'error'
  | 'onOptimize'
  | 'onExport'
  | 'mapHref'
  | 'breadcrumbs'
  | 'onImport'
  | 'archivedHref'
> & { initialFilters?: Partial<ProjectFilters> };

/**
 * The screen over the demo tenant's portfolio, filtered, sorted and paged in memory the way the API does, so every
 * control of the story really works. (apps/web does the same through the list call and the URL.)
 */
function ProjectListDemo({ type, initialFilters, ...props }: DemoArgs) {
  const [filters, setFilters] = useState<ProjectFilters>({ ...emptyFilters(), ...initialFilters });
  const [sort, setSort] = useState<SortState>({ field: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const matching = useMemo(() => {
    const term = filters.searchTerm.toLowerCase();
    const rows = cenit.filter(
      (project) =>
        project.type === type &&
        (!term || `${project.name} ${project.projectCode ?? ''}`.toLowerCase().includes(term)) &&
        (filters.status.length === 0 || filters.status.includes(project.status)) &&
        (filters.priority.length === 0 || filters.priority.includes(project.priority ?? '')) &&
        (filters.executingArea.length === 0 || filters.executingArea.includes(project.executingArea ?? '')) &&
        (filters.fundingSource.length === 0 || filters.fundingSource.includes(project.fundingSource ?? '')) &&
        (filters.organization.length === 0 ||
          project.organizations.some((organization) => filters.organization.includes(organization.name))) &&
        (filters.sector.length === 0 || filters.sector.includes(project.sector ?? '')) &&
        (filters.program.length === 0 || filters.program.includes(project.parentProject?.name ?? '')) &&
        (filters.province.length === 0 || filters.province.includes(project.province ?? '')) &&
        (filters.budgetAmountFrom === null || (project.budgetAmount ?? 0) >= filters.budgetAmountFrom) &&
        (filters.budgetAmountTo === null || (project.budgetAmount ?? 0) <= filters.budgetAmountTo),
    );
    const sorted = [...rows].sort(compareBy(sort.field));
    return sort.direction === 'desc' ? sorted.reverse() : sorted;
  }, [filters, sort, type]);
  const totalPages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const chips = filterChips(filters, statuses);
  const changeFilters = (next: ProjectFilters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <ToastProvider defaultDuration={60_000}>
      <ProjectListView
        {...props}
        type={type}
        searchTerm={filters.searchTerm}
        onSearch={(searchTerm) => changeFilters({ ...filters, searchTerm })}
        quickFilters={QUICK_KEYS.map(([key, label]) => ({
          key,
          label,
          placeholder: messages.projects.quickFiltersAll[key],
          options: optionsOf(key),
          value: filters[key],
          onChange: (values) => changeFilters({ ...filters, [key]: values }),
        }))}
        filterSections={sampleFilterSections}
        filterSelection={dialogSelectionFromFilters(filters)}
        activeFilterCount={activeFilterCount(filters)}
        onApplyFilters={(result) => changeFilters(filtersFromDialogResult(filters, result))}
        onResetFilters={() => undefined}
        filterChips={{
          chips: chips,
          onRemove: (id) => {
            const chip = chips.find((candidate) => candidate.id === id);
            if (chip) changeFilters(withoutFilterChip(filters, chip.target));
          },
          onClearAll: () => changeFilters(withoutFilterChips(filters, chips)),
        }}
        rows={matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
        sort={sort}
        onSortChange={(field) => {
          setSort((current) => toggleSort(current, field));
          setPage(1);
        }}
        hrefs={sampleHrefs}
        statusOptions={statuses}
        pagination={{ page, totalPages, total: matching.length }}
        onPageChange={setPage}
      />
    </ToastProvider>
  );
}

const organizationsTrail = [
  { label: messages.projects.breadcrumbOrganizations, href: '/cenit-demo/organismos/lista' },
  { label: 'Ministerio de Infraestructura', href: '/cenit-demo/organismos/ministerio-de-infraestructura' },
  { label: messages.projects.titleProjects },
];

const meta = {
  title: 'Pantallas/ProjectListView',
  component: ProjectListDemo,
  subcomponents: { ProjectListView },
  tags: ['autodocs', 'responsive'],
  parameters: {
    // In the app the shell's main area gives the page its gutter; Storybook's padding stands in for it.
    layout: 'padded',
    docs: {
      description: {
        component:
          'The projects / programs list screen (portfolio.md §2.2) as a presentational composite: breadcrumbs, title, ' +
          'search, the quick filters Área ejecutora, Prioridad, Estados and Fuente de Financiamiento, "Filtros" with ' +
          'the active-filter count (opens FiltersDialog), "Optimizar" (only for projects when the user can optimize), ' +
          '"Exportar", the table and the pager. All data and callbacks are props. The story filters, sorts and pages ' +
          'the demo portfolio in memory so every control works.',
      },
      story: { inline: false, height: '900px' },
    },
  },
  args: {
    type: 'proyecto',
    canOptimize: true,
    loading: false,
    error: false,
    breadcrumbs: [{ label: messages.projects.titleProjects }],
    onOptimize: fn(),
    onExport: fn(async () => undefined),
    mapHref: '/cenit-demo/mapa',
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['proyecto', 'programa'] },
    breadcrumbs: { control: false },
  },
} satisfies Meta<typeof ProjectListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table');
const rowCount = (canvasElement: HTMLElement) => table(canvasElement).querySelectorAll('tbody tr').length;

/** An editor's list: "Importar" opens the import dialog (the page's), "Archivados" leads to the archived view. */
export const WithImportAndArchived: Story = {
  args: { onImport: fn(), archivedHref: '/cenit-demo/proyectos/archivados' },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Importar' }));
    await expect(args.onImport).toHaveBeenCalledTimes(1);
    const archived = canvas.getByRole('link', { name: 'Archivados' });
    await expect(archived).toHaveAttribute('href', '/cenit-demo/proyectos/archivados');
    await userEvent.click(archived);
    await expect(loaded.navigate).toHaveBeenCalledWith('/cenit-demo/proyectos/archivados');
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Migas de pan' })).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    for (const label of ['Área ejecutora', 'Prioridad', 'Estados', 'Fuente de Financiamiento']) {
      await expect(canvas.getByRole('combobox', { name: label })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Optimizar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar' })).toBeVisible();
    // Without onImport and archivedHref (a viewer) neither shows.
    await expect(canvas.queryByRole('button', { name: 'Importar' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Archivados' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', '/cenit-demo/mapa');
    await expect(rowCount(canvasElement)).toBe(20);
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent(
      `Página 1 de ${projectPages}`,
    );
  },
};

export const Playground: Story = {
  args: { type: 'programa', canOptimize: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      args.type === 'programa' ? 'Programas' : 'Proyectos',
    );
  },
};

/** Programs: no Optimizar (even for a user who can optimize), no score or program column. */
export const Programs: Story = {
  args: { type: 'programa' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Programas' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Optimizar' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: /Puntuación/ })).toBeNull();
    await expect(rowCount(canvasElement)).toBe(20);
  },
};

export const WithoutOptimizerPermission: Story = {
  args: { canOptimize: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Optimizar' })).toBeNull();
  },
};

export const Optimize: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Optimizar' }));
    await expect(args.onOptimize).toHaveBeenCalledTimes(1);
  },
};

/** An organisation in scope: Organismos > the organisation > Proyectos. */
export const OrganizationScope: Story = {
  args: { breadcrumbs: organizationsTrail },
  play: async ({ canvasElement }) => {
    const trail = within(within(canvasElement).getByRole('navigation', { name: 'Migas de pan' }));
    await expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Organismos',
      'Ministerio de Infraestructura',
      'Proyectos',
    ]);
  },
};

/** Search, a quick filter and the pager working together; any filter change goes back to page 1. */
export const SearchFilterAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent(
      `Página 2 de ${projectPages}`,
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Prioridad' }));
    const listbox = await page(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Alta' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 1 de');
    await expect(canvas.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName('Filtros (1 activos)');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar' }), 'hospital{Enter}');
    const rows = Array.from(table(canvasElement).querySelectorAll('tbody tr'));
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row.textContent?.toLowerCase()).toContain('hospital');
    await expect(canvas.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName('Filtros (2 activos)');
  },
};

export const FiltersDialogFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Filtros' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ejecución' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Presupuesto desde' }), '100000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver Resultados' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName('Filtros (2 activos)');
    // The quick filter shows the status chosen in the dialog.
    await expect(canvas.getByRole('combobox', { name: 'Estados' })).toHaveTextContent('Ejecución');
    const statusCells = Array.from(table(canvasElement).querySelectorAll('tbody tr td:nth-child(8)'));
    for (const cell of statusCells) await expect(cell).toHaveTextContent('Ejecución');
  },
};

export const ActiveFilters: Story = {
  args: { initialFilters: { status: ['Ejecución', 'Priorizado', 'Finalizado'], fundingSource: ['BID'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName('Filtros (2 activos)');
    await expect(canvas.getByRole('combobox', { name: 'Estados' })).toHaveTextContent('Priorizado+2');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error al cargar proyectos');
  },
};

export const NoResults: Story = {
  args: { initialFilters: { searchTerm: 'puerto espacial' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay proyectos disponibles')).toBeVisible();
    await expect(within(canvasElement).getByRole('navigation', { name: 'Paginación' })).toHaveTextContent(
      '0 resultados',
    );
    // It says what was searched and offers the way back to the whole list.
    await expect(
      within(canvasElement).getByText('La búsqueda «puerto espacial» no encontró resultados.'),
    ).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quitar la búsqueda' }));
    await expect(
      within(within(canvasElement).getByRole('search')).getByRole('textbox', { name: 'Buscar' }),
    ).toHaveValue('');
    await expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(2);
  },
};

export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
  },
};

/**
 * At 360 px the first screen holds the toolbar and then the rows (issue 15): the quick filters fold into "Filtros",
 * the projects are cards, nothing scrolls sideways. The dialog offers the quick filters' choices and works by
 * keyboard alone; the count on "Filtros" and the total follow.
 */
export const NarrowScreen: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fitsViewport(canvasElement)).toBe(true);
    const filtersButton = canvas.getByRole('button', { name: 'Filtros' });
    if (isCompactViewport(canvasElement)) {
      await expect(canvas.queryByRole('combobox', { name: 'Estados' })).toBeNull();
      await expect(canvas.queryByRole('table')).toBeNull();
      const region = canvas.getByRole('region', { name: 'Listado de proyectos' });
      const firstCard = within(region).getAllByRole('article')[0]!;
      await expect(startsOnFirstScreen(firstCard)).toBe(true);
      await expect(filtersButton.getBoundingClientRect().bottom).toBeLessThan(firstCard.getBoundingClientRect().top);
    }

    filtersButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Filtros' });
    await waitFor(() => expect(dialog).toBeVisible());
    within(within(dialog).getByRole('group', { name: 'Estado' }))
      .getByRole('checkbox', { name: 'Ejecución' })
      .focus();
    await userEvent.keyboard(' ');
    // Enter in the form is "Ver Resultados" (portfolio.md §2.3).
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName('Filtros (1 activos)');
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent(`${inExecution} resultados`);
  },
};

/** The programs list at 360 px: its cards leave out the score and the parent program, as its table does. */
export const NarrowPrograms: Story = {
  ...atNarrowWidth,
  args: { type: 'programa', breadcrumbs: [{ label: messages.projects.titlePrograms }] },
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
    if (!isCompactViewport(canvasElement)) return;
    const region = within(canvasElement).getByRole('region', { name: 'Listado de programas' });
    const cards = within(region).getAllByRole('article');
    await expect(cards).toHaveLength(PAGE_SIZE);
    await expect(startsOnFirstScreen(cards[0]!)).toBe(true);
    const labels = Array.from(cards[0]!.querySelectorAll('dt'), (term) => term.firstChild?.textContent);
    await expect(labels).toEqual(['Organismo', 'Sector', 'Área', 'Presupuesto', 'Estado', 'Prioridad']);
  },
};

/**
 * Issue 43: the active filters as chips above the table, with the longest real values (an organisation's whole name,
 * a province). Removing "Provincia: Neuquén" removes the filter: the list grows back and focus stays in the chips.
 */
export const ActiveFilterChips: Story = {
  args: {
    initialFilters: {
      province: ['Neuquén', 'Buenos Aires'],
      sector: ['Agua y Saneamiento'],
      budgetAmountFrom: 1500000.5,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: 'Filtros activos' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sector: Agua y Saneamiento',
      'Provincia: Neuquén',
      'Provincia: Buenos Aires',
      'Presupuesto: desde ARS 1.500.000,50',
    ]);
    const pager = () => canvas.getByRole('navigation', { name: 'Paginación' }).textContent ?? '';
    const before = pager();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar filtro Provincia: Neuquén' }));
    await expect(canvas.queryByText('Provincia: Neuquén')).toBeNull();
    await waitFor(() => expect(pager()).not.toBe(before));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Quitar filtro Provincia: Buenos Aires'));
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar todos' }));
    await expect(canvas.queryByRole('list', { name: 'Filtros activos' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('button', { name: /^Filtros/ })));
    await expect(canvas.getByRole('button', { name: /^Filtros/ })).not.toHaveTextContent(/\d/);
  },
};
