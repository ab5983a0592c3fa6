import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PROJECT_STATUSES } from '@siipro/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { PriorityDistributionChart, type StatusCount } from './PriorityDistributionChart';

// 312 projects, as a tenant the size of cenit-demo might have them.
const counts = (alta: number, media: number, baja: number, none: number) => [
  { priority: 'Alta', count: alta },
  { priority: 'Media', count: media },
  { priority: 'Baja', count: baja },
  { priority: null, count: none },
];
const byPriority = counts(96, 131, 58, 27);
const statusCounts = [74, 52, 41, 88, 39, 18];
const byStatus: StatusCount[] = DEFAULT_PROJECT_STATUSES.map((option, index) => ({
  status: option.value,
  label: option.label,
  count: statusCounts[index] ?? 0,
}));

const meta = {
  title: 'Pantallas/PriorityDistributionChart',
  component: PriorityDistributionChart,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The reports\' "Distribución por Prioridad": how the projects spread over priorities (Alta red, Media ' +
          "orange, Baja green, Sin prioridad blue: portfolio.md §4.2) and over the tenant's statuses (the status " +
          "pill's colours), as horizontal bars relative to the largest count. The bars are hidden from assistive " +
          'technology: a real table with caption (count, share, total) carries the same numbers, visually hidden in ' +
          'chart view and shown by "Ver como tabla". es-AR digits. States: loading (skeleton bars, "Cargando..."), ' +
          'empty ("No hay proyectos para mostrar.") and error (with "Reintentar").',
      },
    },
  },
  args: { byPriority, byStatus },
} satisfies Meta<typeof PriorityDistributionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const priority = canvas.getByRole('region', { name: 'Por prioridad' });
    const status = canvas.getByRole('region', { name: 'Por estado' });
    // The numbers are read from the table, the bars are hidden from assistive technology.
    const table = within(priority).getByRole('table', { name: 'Cantidad de proyectos por prioridad' });
    await expect(within(table).getByRole('row', { name: 'Alta 96 30,8 %' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Sin prioridad 27 8,7 %' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Total 312 100 %' })).toBeInTheDocument();
    await expect(within(status).getByRole('table', { name: 'Cantidad de proyectos por estado' })).toBeInTheDocument();
    await expect(within(status).getByRole('row', { name: 'Ejecución 88 28,2 %' })).toBeInTheDocument();
    // Bars: one per row, the largest full width, in the priority's colour family.
    const bars = priority.querySelector('[data-testid="bars"]') as HTMLElement;
    await expect(bars).toHaveAttribute('aria-hidden', 'true');
    const media = bars.querySelector('[data-count="131"]') as HTMLElement;
    await expect(media.style.width).toBe('100%');
  },
};

export const Playground: Story = {
  args: {
    byPriority: counts(1250, 3480, 990, 12),
    byStatus: byStatus.map((entry, index) => ({ ...entry, count: entry.count * (index + 20) })),
    defaultView: 'chart',
  },
  play: async ({ canvas }) => {
    // es-AR digits: thousands with a dot.
    await expect(canvas.getByRole('row', { name: /^Media 3\.480 / })).toBeInTheDocument();
  },
};

/** "Ver como tabla" shows the table (and hides the bars); "Ver como gráfico" goes back. */
export const AsTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver como tabla' }));
    const table = canvas.getByRole('table', { name: 'Cantidad de proyectos por prioridad' });
    await expect(table).toBeVisible();
    await expect(canvas.queryByTestId('bars')).toBeNull();
    const back = canvas.getByRole('button', { name: 'Ver como gráfico' });
    await expect(back).toHaveFocus();
    await userEvent.click(back);
    await expect(canvas.getAllByTestId('bars')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver como tabla' }));
    // The screenshot shows the table view at rest.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A tenant whose status list is empty: only the priorities. */
export const WithoutStatuses: Story = {
  args: { byStatus: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Por prioridad' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Por estado' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    byPriority: counts(0, 0, 0, 0),
    byStatus: byStatus.map((entry) => ({ ...entry, count: 0 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay proyectos para mostrar.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, byPriority: null, byStatus: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: true, onRetry: fn(), byPriority: null, byStatus: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar la distribución por prioridad.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** At 360 px the two distributions stack and nothing scrolls sideways. */
export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvas, canvasElement }) => {
    const priority = canvas.getByRole('region', { name: 'Por prioridad' }).getBoundingClientRect();
    const status = canvas.getByRole('region', { name: 'Por estado' }).getBoundingClientRect();
    if (window.innerWidth < 700) await expect(status.top).toBeGreaterThan(priority.bottom);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
