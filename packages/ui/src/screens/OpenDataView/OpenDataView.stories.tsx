import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { openDataFields } from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { OpenDataView } from './OpenDataView';

const meta = {
  title: 'Pantallas/OpenDataView',
  component: OpenDataView,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The portal’s "Datos abiertos" page (issue 45): CSV, xlsx and OC4IDS 0.9 downloads, each public column’s ' +
          'meaning with the OC4IDS field that carries it (domain’s openDataFields), and how the OC4IDS package is built.',
      },
    },
  },
  args: {
    tenantName: 'Ministerio de Infraestructura y Servicios Públicos de la Provincia de Buenos Aires',
    downloads: {
      'projects.csv': '/api/public/cenit-demo/open-data/projects.csv',
      'projects.xlsx': '/api/public/cenit-demo/open-data/projects.xlsx',
      'oc4ids.json': '/api/public/cenit-demo/open-data/oc4ids.json',
    },
  },
} satisfies Meta<typeof OpenDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Paquete OC4IDS 0.9 (JSON)' })).toHaveAttribute(
      'href',
      '/api/public/cenit-demo/open-data/oc4ids.json',
    );
    await expect(canvas.getByRole('link', { name: 'Proyectos en CSV' })).toHaveAttribute('download');
    const names = canvas.getAllByRole('term');
    await expect(names.map((name) => name.textContent)).toEqual(openDataFields().map((field) => field.header));
    await expect(canvas.getByText('Presupuesto', { selector: 'dt' }).parentElement).toHaveTextContent(
      'budget.amount.amount',
    );
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  // The `responsive` tag already shoots every story at 360 px.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** Try another body's name: the page names it in its title. */
export const Playground: Story = {
  args: { tenantName: 'Municipalidad de Rosario' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Municipalidad de Rosario');
    await expect(within(canvasElement).getByRole('link', { name: 'Proyectos en CSV' })).toHaveAttribute('download');
  },
};
