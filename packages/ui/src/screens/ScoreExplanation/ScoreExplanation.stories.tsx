import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { ScoreExplanation } from './ScoreExplanation';
import { sampleScoringMissingData } from './ScoreExplanation.samples';

const meta = {
  title: 'Pantallas/ScoreExplanation',
  component: ScoreExplanation,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'What the Puntuación SIIPRO is (portfolio.md §4.3, §9): the seven criteria with their weights (summing 100%) ' +
          'and how each scores, then the four bands with the colour of their badge. The content of the score help ' +
          '("¿Cómo se obtiene la Puntuación SIIPRO?") in the projects table; criteria, weights and bands come from ' +
          "@siipro/domain, the rules that compute the score. With `scoring` (a project's explained score, on its " +
          "detail page) it adds that project's breakdown (score 0-100 and contribution per criterion, missing data " +
          'marked), a warning when data is missing, up to 3 suggestions and the points to the next band.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoreExplanation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^La Puntuación SIIPRO va de 0 a 100/)).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      '40%',
      '22%',
      '15%',
      '12%',
      '6%',
      '3%',
      '2%',
    ]);
    await expect(canvas.getByRole('rowheader', { name: /^TIR/ })).toHaveTextContent('12% o menos puntúa 0');
    // Each band: its badge (hidden from screen readers: the text beside it says the same) and its name and range.
    const bands = canvas.getAllByRole('listitem');
    await expect(bands.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Crítico 0–39',
      'Débil 40–59',
      'Bueno 60–79',
      'Excelente 80–100',
    ]);
  },
};

export const Playground: Story = {
  args: { className: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};

/** At 360 px the criteria wrap and nothing scrolls sideways. */
export const NarrowScreen: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** On a project's page: after the general rules, this project's breakdown, suggestions and next band. */
export const WithProjectBreakdown: Story = {
  args: { scoring: sampleScoringMissingData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Detalle del cálculo' })).toBeVisible();
    const [, breakdown] = canvas.getAllByRole('table');
    const headers = within(breakdown!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Criterio', 'Peso', 'Puntaje', 'Aporte']);
    await expect(within(breakdown!).getByRole('rowheader', { name: 'Beneficiarios' }).parentElement).toHaveTextContent(
      'Beneficiarios12%52,36,3',
    );
    await expect(within(breakdown!).getAllByText('Dato faltante')).toHaveLength(2);
    await expect(canvas.getByText('Faltan datos: los criterios sin información puntúan 0.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sugerencias para mejorar' })).toBeVisible();
    await expect(canvas.getByText('+40,0 pts')).toBeVisible();
    await expect(canvas.getByText('Faltan 8 puntos para llegar a Débil')).toBeVisible();
  },
};
