import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoTenants, toggleSort, type SortState } from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  atNarrowWidth,
  fitsViewport,
  inAppAt1280,
  isCompactViewport,
  startsOnFirstScreen,
} from '../../testing/viewports';
import { ToastProvider } from '../../patterns/Toast';
import { ProjectsTable, type ProjectsTableProps } from './ProjectsTable';
import { longestProjectRows, sampleHrefs, sampleProgramRows, sampleProjectRows } from './ProjectsTable.samples';
import { projectTableColumns } from '../ProjectCell';

/** The usual wiring: the table reports a header, the domain's toggleSort decides the new order. */
function SortingProjectsTable({ sort: initial, onSortChange, ...props }: ProjectsTableProps) {
  const [sort, setSort] = useState<SortState>(initial);
  return (
    <ProjectsTable
      {...props}
      sort={sort}
      onSortChange={(field) => {
        onSortChange(field);
        setSort((current) => toggleSort(current, field));
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/ProjectsTable',
  component: SortingProjectsTable,
  subcomponents: { ProjectsTable },
  tags: ['autodocs', 'responsive'],
  // Toasts stay a minute here (4000 ms in the app), so the visual test still sees the confirmation.
  decorators: [(Story) => <ToastProvider defaultDuration={60_000}>{Story()}</ToastProvider>],
  parameters: {
    docs: {
      description: {
        component:
          'The projects or programs list (portfolio.md §2.2): code/name, organisation, sector, area, score (compact ' +
          'ScoreBadge), budget (es-AR, currency code, in whole units with the exact amount on hover and for screen readers), parent program, status (StatusPill) and ' +
          'priority. Programs hide the score and parent-program columns. The table is at least 1200 px wide inside a ' +
          'focusable, labelled region that scrolls sideways; below 40rem (a phone) each project is a card with the ' +
          'same fields and links, and "Ordenar por" stands in for the headers. Loading shows 5 skeleton rows, or keeps the previous rows ' +
          'dimmed and marks the table busy; empty cells show "-". Names link to the project, organisation and ' +
          'program pages through LinkProvider, and the project\'s link has a "Copiar enlace" button that copies the absolute ' +
          'URL and confirms with a toast (a ToastProvider must be above).',
      },
    },
  },
  args: {
    type: 'proyecto',
    rows: sampleProjectRows,
    sort: { field: 'name', direction: 'asc' },
    onSortChange: fn(),
    hrefs: sampleHrefs,
    statusOptions: demoTenants[0]!.configJson.projectStatus,
    loading: false,
    error: false,
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['proyecto', 'programa'] },
    rows: { control: false },
    hrefs: { control: false },
    statusOptions: { control: false },
  },
} satisfies Meta<typeof SortingProjectsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table');
const headers = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const bodyRows = (canvasElement: HTMLElement) => table(canvasElement).querySelectorAll('tbody tr');
const headersOf = (type: 'proyecto' | 'programa') => projectTableColumns(type).map((column) => column.label);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvasElement)).toEqual([
      'Código / Nombre',
      'Organismo',
      'Sector',
      'Área',
      'Puntuación',
      'Presupuesto',
      'Programa',
      'Estado',
      'Prioridad',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    // Budget in es-AR with the currency code; project page link built by hrefs.project.
    await expect(canvas.getByText('ARS 2.841.237.000')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Centro cívico de La Plata' })).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/centro-civico-de-la-plata',
    );
    await expect(canvas.getByRole('table', { name: 'Listado de proyectos' })).toBeVisible();
    await expect(table(canvasElement).getBoundingClientRect().width).toBeGreaterThanOrEqual(1200);
  },
};

export const Playground: Story = {
  args: { type: 'proyecto', loading: false, error: false },
  play: async ({ canvasElement, args }) => {
    await expect(headers(canvasElement)).toContain('Estado');
    await expect(within(canvasElement).getByRole('region', { name: `Listado de ${args.type}s` })).toBeVisible();
  },
};

/** Programs: no score column and no parent-program column. */
export const Programs: Story = {
  args: { type: 'programa', rows: sampleProgramRows },
  play: async ({ canvasElement }) => {
    await expect(headers(canvasElement)).toEqual([
      'Código / Nombre',
      'Organismo',
      'Sector',
      'Área',
      'Presupuesto',
      'Estado',
      'Prioridad',
    ]);
    await expect(within(canvasElement).getByRole('table', { name: 'Listado de programas' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Programa Provincial de Agua Segura' }),
    ).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura/programas/programa-provincial-de-agua-segura',
    );
  },
};

/** The first load: five placeholder rows and a busy table. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
    await expect(within(canvasElement).queryByText('No hay proyectos disponibles')).toBeNull();
  },
};

/** Loading the next page: the previous rows stay visible, dimmed, and the table is busy. */
export const LoadingNextPage: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(table(canvasElement)).toHaveAttribute('data-stale');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(0);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    // The rows keep full contrast; a bar at the top of the table shows the load.
    await expect(canvasElement.querySelector('[data-busy-bar]')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay proyectos disponibles')).toBeVisible();
    await expect(table(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(canvasElement.querySelector('[data-busy-bar]')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error al cargar proyectos');
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** A project with missing data: empty cells show "-" and links without a slug are plain text. */
export const MissingData: Story = {
  args: { rows: sampleProjectRows.slice(-1) },
  play: async ({ canvasElement }) => {
    const cells = Array.from(bodyRows(canvasElement)[0]!.querySelectorAll('td'));
    const dashes = cells.filter((cell) => cell.textContent?.trim() === '-');
    await expect(dashes.length).toBeGreaterThan(0);
    await expect(within(cells[0]!).getByRole('link')).toBeVisible();
  },
};

export const RowLinks: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Centro cívico de La Plata' }));
    await expect(loaded.navigate).toHaveBeenLastCalledWith(
      '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/centro-civico-de-la-plata',
    );
    await userEvent.click(canvas.getAllByRole('link', { name: 'Vialidad Provincial de Córdoba' })[0]!);
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/cenit-demo/organismos/vialidad-provincial-de-cordoba');
    await userEvent.click(canvas.getAllByRole('link', { name: 'Plan Energía Limpia' })[0]!);
    await expect(loaded.navigate).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\/cenit-demo\/organismos\/[a-z-]+\/programas\/plan-energia-limpia$/),
    );
  },
};

/**
 * The demo's longest real values at 1280 px: every column is in view without scrolling sideways, and no row runs past
 * five lines (the code and four of the longest names; the budget is in whole pesos, its cents on hover).
 */
export const LongestRealValues: Story = {
  // Drawn in the page a 1280 px window gives (less a classic scrollbar and the shell's padding), in both runners.
  ...inAppAt1280,
  args: { rows: longestProjectRows },
  play: async ({ canvasElement }) => {
    if (isCompactViewport(canvasElement)) return;
    const region = within(canvasElement).getByRole('region', { name: 'Listado de proyectos' });
    // The page's width at 1280 px: 1280 less a classic scrollbar (17) and the shell's padding (2 × 24), whichever
    // runner plays the story.
    await expect(region.getBoundingClientRect().width).toBe(1215);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // At most five lines a row: the code and four of the longest name (its cell's padding aside).
    for (const row of bodyRows(canvasElement)) {
      const cell = row.querySelector('td')!;
      const { lineHeight, paddingTop, paddingBottom } = getComputedStyle(cell);
      const padding = parseFloat(paddingTop) + parseFloat(paddingBottom);
      await expect(row.getBoundingClientRect().height - padding).toBeLessThanOrEqual(parseFloat(lineHeight) * 5 + 2);
    }
    // A budget with cents: whole pesos on screen, the exact amount in its tooltip and for screen readers.
    const cell = within(region).getAllByTitle(/,\d\d$/)[0]!;
    await expect(cell).toHaveTextContent(/^ARS [\d.]+ARS [\d.]+,\d\d$/);
  },
};

/** "Copiar enlace" puts the absolute URL on the clipboard and says so in a toast. */
export const CopyLink: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const firstRow = bodyRows(canvasElement)[0] as HTMLElement;
    // One per row, the project's own: its organisation and program are plain links.
    const copyButtons = within(firstRow).getAllByRole('button', { name: 'Copiar enlace' });
    await expect(copyButtons).toHaveLength(1);
    copyButtons[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(
      `${window.location.origin}/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/centro-civico-de-la-plata`,
    );
    const region = within(canvasElement).getByRole('region', { name: 'Notificaciones' });
    await waitFor(() => expect(within(region).getByText('Enlace copiado')).toBeVisible());
  },
};

export const CopyLinkFails: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const firstRow = bodyRows(canvasElement)[0] as HTMLElement;
    await userEvent.click(within(firstRow).getByRole('button', { name: 'Copiar enlace' }));
    const region = within(canvasElement).getByRole('region', { name: 'Notificaciones' });
    await waitFor(() => expect(within(region).getByText('No se pudo copiar el enlace')).toBeVisible());
  },
};

export const SortByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const budget = canvas.getByRole('button', { name: 'Presupuesto' });
    budget.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenCalledWith('budgetAmount');
    await expect(canvas.getByRole('columnheader', { name: 'Presupuesto' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Presupuesto' })).toHaveAttribute('aria-sort', 'descending');
  },
};

/**
 * Below 40rem (here 360 px) one card per project: the code and the name as its title, then every column of the table
 * with its header as the label, the same links and "Copiar enlace" button, and "Ordenar por" instead of the headers.
 * Nothing scrolls sideways and the first card is on the first screen.
 */
export const NarrowScreen: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement, args }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
    if (!isCompactViewport(canvasElement)) return;
    const region = within(canvasElement).getByRole('region', { name: 'Listado de proyectos' });
    await expect(within(region).queryByRole('table')).toBeNull();
    const cards = within(region).getAllByRole('article');
    await expect(cards).toHaveLength(10);
    await expect(startsOnFirstScreen(cards[0]!)).toBe(true);

    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { level: 2, name: 'Centro cívico de La Plata' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Centro cívico de La Plata' })).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura/proyectos/centro-civico-de-la-plata',
    );
    const labels = Array.from(cards[0]!.querySelectorAll('dt'), (term) => term.firstChild?.textContent);
    await expect(labels).toEqual(headersOf('proyecto').slice(1));
    await expect(first.getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' })).toBeVisible();
    await expect(first.getAllByRole('button', { name: 'Copiar enlace' })).toHaveLength(1);
    await expect(first.getByText('ARS 2.841.237.000')).toBeVisible();

    // "Ordenar por" stands in for the headers: a new field, then the other direction of it.
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Ordenar por' }), 'Presupuesto');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('budgetAmount');
    const direction = within(region).getByRole('combobox', { name: 'Sentido del orden' });
    await expect(direction).toHaveValue('asc');
    await userEvent.selectOptions(direction, 'Descendente');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('budgetAmount');
    await expect(direction).toHaveValue('desc');
  },
};

/** The score header's "?" opens what the Puntuación SIIPRO is: its seven criteria with their weights and the bands. */
export const ScoreHelp: Story = {
  play: async ({ canvasElement, args }) => {
    const help = within(canvasElement).getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });
    await expect(within(canvasElement).getByRole('columnheader', { name: /^Puntuación/ })).toContainElement(help);
    // The compact trigger of a dense header: 24 × 24 px, the smallest target WCAG 2.2 allows.
    const box = help.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([24, 24]);
    await userEvent.click(help);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '¿Cómo se obtiene la Puntuación SIIPRO?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('rowheader', { name: /^TIR/ })).toBeVisible();
    await expect(within(dialog).getAllByRole('row')).toHaveLength(8);
    await expect(args.onSortChange).not.toHaveBeenCalled();
  },
};
