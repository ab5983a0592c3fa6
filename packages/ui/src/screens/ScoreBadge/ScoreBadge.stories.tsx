import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { ScoreBadge } from './ScoreBadge';

const meta = {
  title: 'Pantallas/ScoreBadge',
  component: ScoreBadge,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The SIIPRO score (0-100, rounded and clamped) coloured by `scoreBand` (@siipro/domain): Crítico red 0-39, ' +
          'Débil orange 40-59, Bueno yellow 60-79, Excelente green 80-100. `compact` is the number in a pill (tables, ' +
          'map popups); `full` adds the band label, a bar with the band limits and the points missing to the next ' +
          'band. A missing score shows "-" / "Sin puntuación".',
      },
    },
  },
  args: { score: 72, variant: 'compact' },
  argTypes: {
    score: { control: { type: 'number', min: 0, max: 100 } },
    variant: { control: 'inline-radio', options: ['compact', 'full'] },
  },
} satisfies Meta<typeof ScoreBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const badge = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-band]')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const element = badge(canvasElement);
    await expect(element).toHaveAttribute('data-band', 'good');
    // Screen readers hear the band the colour shows.
    await expect(element).toHaveTextContent('72, Bueno');
  },
};

export const Playground: Story = {
  args: { score: 58, variant: 'full', showTitle: true },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveAttribute('data-band', 'weak');
  },
};

const bandCases = [
  { score: 0, band: 'critical' },
  { score: 39, band: 'critical' },
  { score: 40, band: 'weak' },
  { score: 59, band: 'weak' },
  { score: 60, band: 'good' },
  { score: 79, band: 'good' },
  { score: 80, band: 'excellent' },
  { score: 100, band: 'excellent' },
] as const;

/** The band limits, each side of every boundary. */
export const Bands: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {bandCases.map(({ score }) => (
        <ScoreBadge key={score} score={score} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-band]'));
    await expect(badges.map((element) => element.dataset.band)).toEqual(bandCases.map(({ band }) => band));
    const backgrounds = new Set(badges.map((element) => getComputedStyle(element).backgroundColor));
    await expect(backgrounds.size).toBe(4);
  },
};

export const Full: Story = {
  args: { score: 72, variant: 'full', showTitle: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Puntuación SIIPRO')).toBeVisible();
    await expect(canvas.getByText('Bueno')).toBeVisible();
    await expect(canvas.getByText('Faltan 8 puntos para llegar a Excelente')).toBeVisible();
    const bar = canvasElement.querySelector<HTMLElement>('[data-score-fill]')!;
    await expect(bar.style.width).toBe('72%');
  },
};

export const FullCritical: Story = {
  args: { score: 23, variant: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Crítico')).toBeVisible();
    await expect(canvas.getByText('Faltan 17 puntos para llegar a Débil')).toBeVisible();
    await expect(badge(canvasElement)).toHaveTextContent(/23\s*\/100\s*de 100/);
  },
};

export const FullTopBand: Story = {
  args: { score: 91, variant: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Excelente')).toBeVisible();
    await expect(canvas.getByText('Está en el rango más alto')).toBeVisible();
    await expect(canvas.queryByText(/Faltan/)).toBeNull();
  },
};

export const NoScore: Story = {
  args: { score: null },
  play: async ({ canvasElement }) => {
    const element = badge(canvasElement);
    await expect(element).toHaveAttribute('data-band', 'none');
    await expect(within(element).getByText('-')).toHaveAttribute('aria-hidden', 'true');
    await expect(element).toHaveTextContent('Sin puntuación');
  },
};

export const NoScoreFull: Story = {
  args: { score: null, variant: 'full', showTitle: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin puntuación')).toBeVisible();
    await expect(canvasElement.querySelector('[data-score-fill]')).toBeNull();
    await expect(canvas.queryByText(/Faltan/)).toBeNull();
  },
};

/** Scores may arrive as numeric strings and outside 0-100: rounded and clamped before display. */
export const NormalisedValues: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <ScoreBadge score="59.6" />
      <ScoreBadge score={140} />
      <ScoreBadge score={-8} />
      <ScoreBadge score="sin dato" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-band]'));
    await expect(badges.map((element) => element.dataset.band)).toEqual(['good', 'excellent', 'critical', 'none']);
    await expect(badges.map((element) => element.firstChild?.textContent)).toEqual(['60', '100', '0', '-']);
  },
};

export const NarrowScreen: Story = {
  ...atNarrowWidth,
  args: { score: 45, variant: 'full', showTitle: true },
  play: async ({ canvasElement }) => {
    const element = badge(canvasElement);
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(within(canvasElement).getByText('Faltan 15 puntos para llegar a Bueno')).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
