import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleOrganizationHrefs, sampleOrganizations } from '../OrganizationCard/OrganizationCard.samples';
import { OrganizationsTable, type OrganizationNameSort, type OrganizationsTableProps } from './OrganizationsTable';

/** The usual wiring: the table asks for the other direction, the rows follow it (the API sorts in the app). */
function SortingOrganizationsTable({ sort: initial, onSortChange, rows, ...props }: OrganizationsTableProps) {
  const [sort, setSort] = useState<OrganizationNameSort>(initial);
  const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return (
    <OrganizationsTable
      {...props}
      rows={sort === '-name' ? sorted.reverse() : sorted}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/OrganizationsTable',
  component: SortingOrganizationsTable,
  subcomponents: { OrganizationsTable },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The table view of Organismos (platform.md §2): Clave (the code) linking to the projects list, Nombre ' +
          'linking to the organisation and sortable both ways (SortableTableHead), Responsable with the e-mail in ' +
          'a tooltip or "No asignado". 5 skeleton rows while loading, "No se encontraron organizaciones" when empty.',
      },
    },
  },
  args: {
    rows: sampleOrganizations,
    sort: 'name',
    onSortChange: fn(),
    hrefs: sampleOrganizationHrefs,
    loading: false,
    errorMessage: null,
  },
  argTypes: { sort: { control: 'inline-radio', options: ['name', '-name'] }, hrefs: { control: false } },
} satisfies Meta<typeof SortingOrganizationsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('tbody tr td:nth-child(2)')).map((cell) => cell.textContent ?? '');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const header of ['Clave', 'Nombre', 'Responsable']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'ministerio-de-infraestructura' })).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/lista',
    );
    await expect(canvas.getByRole('link', { name: 'Ministerio de Infraestructura' })).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura',
    );
    await expect(canvas.getByText('No asignado')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { sort: '-name' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute(
      'aria-sort',
      args.sort === '-name' ? 'descending' : 'ascending',
    );
  },
};

/** Nombre toggles: ascending, then descending, then ascending again. */
export const SortByName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const ascending = names(canvasElement);
    await expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'es')));
    await userEvent.click(canvas.getByRole('button', { name: 'Nombre' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('-name');
    await expect(canvas.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)).toEqual([...ascending].reverse());
    await userEvent.click(canvas.getByRole('button', { name: 'Nombre' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name');
    await expect(names(canvasElement)).toEqual(ascending);
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No se encontraron organizaciones')).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: { rows: [], errorMessage: messages.organizations.permissionDenied },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'No tenés permiso para ver organizaciones o la funcionalidad no está habilitada para tu cuenta.',
    );
  },
};
