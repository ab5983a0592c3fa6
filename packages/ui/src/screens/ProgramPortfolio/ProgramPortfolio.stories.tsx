import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  DEFAULT_SORT,
  demoProjectsByTenant,
  demoTenants,
  projectStatusesFromConfig,
  toggleSort,
  type PortfolioTotals,
  type Project,
  type SortState,
} from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { ToastProvider } from '../../patterns/Toast';
import { sampleHrefs } from '../ProjectsTable/ProjectsTable.samples';
import { ProgramPortfolio, type ProgramPortfolioProps } from './ProgramPortfolio';

const cenit = demoProjectsByTenant['cenit-demo'];
const statuses = projectStatusesFromConfig(demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.configJson);
const childrenOf = (slug: string) => cenit.filter((p) => p.type === 'proyecto' && p.parentProject?.slug === slug);
// The demo's program with the most projects: two pages of them, a budget of hundreds of thousands of millions.
const program = cenit
  .filter((p) => p.type === 'programa')
  .sort((a, b) => childrenOf(b.slug).length - childrenOf(a.slug).length)[0]!;
const children = childrenOf(program.slug);

/** What GET /reports/portfolio-totals answers for these projects (the API computes it in SQL). */
function totalsOf(rows: readonly Project[]): PortfolioTotals {
  const budgeted = rows.filter((p) => p.budgetAmount !== null);
  const scored = rows.filter((p) => p.score !== null);
  return {
    total: rows.length,
    budgets: budgeted.length
      ? [
          {
            currency: 'ARS',
            amount: budgeted.reduce((sum, p) => sum + p.budgetAmount!, 0),
            count: budgeted.length,
          },
        ]
      : [],
    byStatus: statuses.map(({ value }) => ({ status: value, count: rows.filter((p) => p.status === value).length })),
    meanScore: scored.length ? scored.reduce((sum, p) => sum + p.score!, 0) / scored.length : null,
    scored: scored.length,
  };
}

const PAGE_SIZE = 10;

/** The page as the web wires it: one page of the program's projects, sorted, and the totals of all of them. */
function ProgramPortfolioDemo({
  rows,
  ...props
}: Omit<ProgramPortfolioProps, 'table' | 'pagination' | 'onPageChange'> & { rows: readonly Project[] }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const sorted = useMemo(() => {
    const byName = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return sort.direction === 'desc' ? byName.reverse() : byName;
  }, [rows, sort]);
  return (
    <ToastProvider defaultDuration={60_000}>
      <ProgramPortfolio
        {...props}
        table={{
          rows: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          sort,
          onSortChange: (field) => setSort((current) => toggleSort(current, field)),
          hrefs: sampleHrefs,
        }}
        pagination={{ page, totalPages: Math.max(1, Math.ceil(rows.length / PAGE_SIZE)), total: rows.length }}
        onPageChange={setPage}
      />
    </ToastProvider>
  );
}

const meta = {
  title: 'Pantallas/ProgramPortfolio',
  component: ProgramPortfolioDemo,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'A program as a portfolio (issue 43), under the program’s page: the totals of its projects as the server ' +
          'computes them (Proyectos, Presupuesto total in es-AR money, Puntuación SIIPRO promedio, and the count by ' +
          'status in the tenant’s words), then its projects, paged, in the lists’ own table (cards below 40rem).',
      },
    },
  },
  args: {
    rows: children,
    totals: totalsOf(children),
    statusOptions: statuses,
    listHref: `/cenit-demo/organismos/x/programas/${program.slug}/proyectos/lista`,
  },
} satisfies Meta<typeof ProgramPortfolioDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Proyectos del programa' })).toBeVisible();
    const figures = canvas.getByRole('group', { name: 'Totales del programa' });
    await expect(figures).toHaveTextContent(`Proyectos${args.totals!.total}`);
    // es-AR money with cents: dots for thousands, a comma before the cents.
    await expect(figures).toHaveTextContent(/Presupuesto totalARS \d{1,3}(\.\d{3})+(,\d{2})?Suma de/);
    await expect(figures).toHaveTextContent(/Puntuación SIIPRO promedio\d+(,\d)?/);
    const byStatus = canvas.getByRole('list', { name: 'Proyectos por estado' });
    await expect(within(byStatus).getAllByRole('listitem')).toHaveLength(statuses.length);
    await expect(canvas.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent(
      `${args.rows.length} resultados`,
    );
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Proyectos del programa' }),
    ).toBeVisible();
  },
};

/** Paging: the second page of the program's projects. */
export const SecondPage: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A phone: the figures one under the other, the budget whole on screen, the projects as cards. */
export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Proyectos del programa' }),
    ).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

export const LoadingTotals: Story = {
  args: { totals: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Totales del programa' })).toBeNull();
  },
};

export const TotalsFailed: Story = {
  args: { totals: null, totalsError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los totales del programa.',
    );
  },
};

export const NoProjects: Story = {
  args: { rows: [], totals: totalsOf([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este programa todavía no tiene proyectos.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Totales del programa' })).toHaveTextContent('Presupuesto total-');
    await expect(canvas.getByRole('group', { name: 'Totales del programa' })).toHaveTextContent(
      'Puntuación SIIPRO promedio-',
    );
  },
};
