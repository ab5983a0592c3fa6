import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { samplePublicProjectDetail } from '../PublicProjectList/PublicProjectList.samples';
import { PublicProjectView } from './PublicProjectView';

const project = samplePublicProjectDetail;

const meta = {
  title: 'Pantallas/PublicProjectView',
  component: PublicProjectView,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'A published project’s public page (issue 45): its public fields, a mini map and its Puntuación SIIPRO ' +
          'with the whole explanation in view. Nothing private: no comments, documents, history or authors.',
      },
    },
  },
  args: { project, listHref: '/publico/cenit-demo' },
} satisfies Meta<typeof PublicProjectView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a los proyectos' })).toHaveAttribute(
      'href',
      '/publico/cenit-demo',
    );
    await expect(canvasElement).toHaveTextContent(formatMoney(project.budgetAmount, project.budgetCurrencyCode));
    // The explanation is on the page, not behind the "?" of the members' page.
    const score = canvas.getByRole('region', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });
    await expect(within(score).getByText(/^La Puntuación SIIPRO va de 0 a 100/)).toBeVisible();
    // The project's own rows: the criteria with public inputs, and the internal ones only together, unscored.
    const breakdown = within(score).getAllByRole('table')[1]!;
    const rowNames = within(breakdown)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent ?? '');
    await expect(rowNames.some((name) => name.startsWith('TIR'))).toBe(false);
    await expect(rowNames.at(-1)).toMatch(/^Demás criterios/);
    await expect(within(breakdown).getByText('No publicado')).toBeInTheDocument();
    await expect(within(score).queryByText('Sugerencias para mejorar')).toBeNull();
    for (const privateWord of ['Comentarios', 'Documentos', 'Historial', 'Autor']) {
      await expect(canvas.queryByText(privateWord)).toBeNull();
    }
  },
};

/** A project without coordinates: the location says so instead of a map. */
export const WithoutCoordinates: Story = {
  args: { project: { ...project, latitude: null, longitude: null, addressLine1: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin coordenadas para mostrar el mapa')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  // The `responsive` tag already shoots every story at 360 px.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** Try another list to go back to: the link follows it. */
export const Playground: Story = {
  args: { listHref: '/publico/obras-publicas' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Volver a los proyectos' })).toHaveAttribute(
      'href',
      '/publico/obras-publicas',
    );
  },
};
