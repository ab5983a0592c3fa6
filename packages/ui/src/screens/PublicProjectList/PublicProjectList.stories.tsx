import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SortState } from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { PublicProjectList, type PublicProjectListProps } from './PublicProjectList';
import { samplePublicOrganizations, samplePublicProjects } from './PublicProjectList.samples';

const organizationOptions = samplePublicOrganizations.map((organization) => ({
  value: organization.slug,
  label: organization.name,
}));

/** The list with its own state, as the page holds it, so the controls answer. */
function Stateful(props: PublicProjectListProps) {
  const [searchTerm, setSearchTerm] = useState(props.searchTerm);
  const [sort, setSort] = useState<SortState>(props.sort);
  const [priorities, setPriorities] = useState<string[]>([...props.priorities]);
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
      priorities={priorities}
      onPrioritiesChange={(next) => {
        setPriorities(next);
        props.onPrioritiesChange(next);
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
          'The public portal’s list of published projects (issue 45): a name search, the quick filters Organismo ' +
          'and Prioridad, "Ordenar por" over the public sorts only, one card per project (one column on a phone) and ' +
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
    priorities: [],
    onPrioritiesChange: fn(),
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
