import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PRIORITIES, type QuickFilterKey, type SortState } from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { PublicProjectList, type PublicProjectListProps } from './PublicProjectList';
import { samplePublicOrganizations, samplePublicProjects } from './PublicProjectList.samples';

const organizationOptions = samplePublicOrganizations.map((organization) => ({
  value: organization.slug,
  label: organization.name,
}));

/** The values the sample page's projects use, as GET /public/{slug}/projects/filters/values answers them. */
const valuesOf = (pick: (row: (typeof samplePublicProjects)[number]) => string | null) =>
  [...new Set(samplePublicProjects.map(pick).filter((value): value is string => Boolean(value)))]
    .sort((a, b) => a.localeCompare(b, 'es'))
    .map((value) => ({ value, label: value }));

const quickFilters: PublicProjectListProps['quickFilters'] = [
  { key: 'executingArea', options: valuesOf((row) => row.area), value: [] },
  {
    key: 'priority',
    options: PRIORITIES.filter((priority) => samplePublicProjects.some((row) => row.priority === priority)).map(
      (priority) => ({ value: priority, label: priority }),
    ),
    value: [],
  },
  { key: 'status', options: valuesOf((row) => row.status), value: [] },
];

/** The list with its own state, as the page holds it, so the controls answer. */
function Stateful(props: PublicProjectListProps) {
  const [searchTerm, setSearchTerm] = useState(props.searchTerm);
  const [sort, setSort] = useState<SortState>(props.sort);
  const [chosen, setChosen] = useState<Partial<Record<QuickFilterKey, string[]>>>({});
  return (
    <PublicProjectList
      {...props}
      searchTerm={searchTerm}
      onSearch={(term) => {
        setSearchTerm(term);
        props.onSearch(term);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
      quickFilters={props.quickFilters.map((filter) => ({ ...filter, value: chosen[filter.key] ?? filter.value }))}
      onQuickFilterChange={(key, values) => {
        setChosen((current) => ({ ...current, [key]: values }));
        props.onQuickFilterChange(key, values);
      }}
      rows={props.rows.filter((row) => row.name.toLowerCase().includes(searchTerm.toLowerCase()))}
    />
  );
}

const meta = {
  title: 'Pantallas/PublicProjectList',
  component: PublicProjectList,
  tags: ['autodocs', 'responsive'],
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The public portal’s list of published projects (issue 45): a name search, the quick filters (Organismo, ' +
          'Área ejecutora, Prioridad, Estados: one value each on the browser’s own select, NativeSelectFilter, with ' +
          'the values the published projects use), "Ordenar por" over the public sorts only, one card per project (one column on a phone) and ' +
          'the pages. Cards show only public fields (domain’s toPublicProject).',
      },
    },
  },
  args: {
    searchTerm: '',
    onSearch: fn(),
    organizations: organizationOptions,
    organization: null,
    onOrganizationChange: fn(),
    quickFilters,
    onQuickFilterChange: fn(),
    sort: { field: 'name', direction: 'asc' },
    onSortChange: fn(),
    rows: samplePublicProjects,
    pagination: { page: 1, totalPages: 4, total: 36 },
    onPageChange: fn(),
    projectHref: (project) => `/publico/cenit-demo/proyectos/${project.slug}`,
  },
} satisfies Meta<typeof PublicProjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = samplePublicProjects[0]!;
    const card = canvas.getByRole('article', { name: first.name });
    await expect(within(card).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/publico/cenit-demo/proyectos/${first.slug}`,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('36 proyectos');
    // The order offers no internal field: the project code is not public.
    const order = canvas.getByRole('combobox', { name: 'Ordenar por' });
    await expect(within(order).queryByRole('option', { name: 'Código' })).toBeNull();
    await userEvent.selectOptions(order, 'budgetAmount');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'budgetAmount', direction: 'asc' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sentido del orden' }), 'desc');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'budgetAmount', direction: 'desc' });
    // The quick filters: the organisation and one value of each public quick filter, on native selects.
    const status = canvas.getByRole('combobox', { name: 'Estados' });
    await expect(within(status).getByRole('option', { name: 'Todos los estados' })).toBeInTheDocument();
    const someStatus = quickFilters[2]!.options[0]!.value;
    await userEvent.selectOptions(status, someStatus);
    await expect(args.onQuickFilterChange).toHaveBeenLastCalledWith('status', [someStatus]);
    await userEvent.selectOptions(status, '');
    await expect(args.onQuickFilterChange).toHaveBeenLastCalledWith('status', []);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Organismo' }), organizationOptions[0]!.value);
    await expect(args.onOrganizationChange).toHaveBeenLastCalledWith(organizationOptions[0]!.value);
    await expect(canvas.getByRole('combobox', { name: 'Área ejecutora' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Prioridad' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** A search typed in the box narrows the list; an empty result says so. */
export const Search: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar por nombre' }), 'zzz{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('zzz');
    await expect(await canvas.findByText('No hay proyectos publicados que coincidan con la búsqueda.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true, pagination: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Proyectos publicados' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: { rows: [], error: true, pagination: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error al cargar proyectos');
  },
};

/** A phone: one card per line, nothing scrolls sideways. */
export const Narrow: Story = {
  ...atNarrowWidth,
  // The `responsive` tag already shoots every story at 360 px.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(samplePublicProjects.length);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** Try other rows and pages: here the first three projects on a single page. */
export const Playground: Story = {
  args: { rows: samplePublicProjects.slice(0, 3), pagination: { page: 1, totalPages: 1, total: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 proyectos');
  },
};
