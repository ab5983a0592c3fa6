import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../AppShell/AppShell.viewports';
import { ScoreExplanation } from './ScoreExplanation';

const meta = {
  title: 'Components/ScoreExplanation',
  component: ScoreExplanation,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'What the Puntuación SIIPRO is (portfolio.md §4.3, §9): the seven criteria with their weights (summing 100%) ' +
          'and how each scores, then the four bands with the colour of their badge. The content of the score help ' +
          '("¿Cómo se obtiene la Puntuación SIIPRO?") in the projects table; criteria, weights and bands come from ' +
          '@siipro/domain, the rules that compute the score.',
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
