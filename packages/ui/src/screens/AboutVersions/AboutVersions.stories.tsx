import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutVersions } from './AboutVersions';

const TODAY = new Date('2026-11-27T15:00:00.000Z');

const meta = {
  title: 'Pantallas/AboutVersions',
  component: AboutVersions,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '"Acerca de" (platform.md §2): Frontend, API and Optimizador cards with Versión and Última actualización ' +
          '(es-AR); a spinner while loading, Error with today\'s date on failure, "No disponible" for a missing value.',
      },
    },
  },
  args: {
    today: TODAY,
    versions: {
      frontend: { status: 'ready', version: '0.1.0', buildDate: '2026-11-27T10:12:00.000Z' },
      api: { status: 'ready', version: '0.1.0', buildDate: '2026-11-26T22:40:00.000Z' },
      optimizer: { status: 'ready', version: '0.1.0', buildDate: '2026-11-20T09:00:00.000Z' },
    },
  },
} satisfies Meta<typeof AboutVersions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Frontend', 'API', 'Optimizador']) {
      const card = canvas.getByRole('region', { name });
      await expect(card).toHaveTextContent('Versión0.1.0');
    }
    // es-AR: day/month/year.
    await expect(canvas.getByRole('region', { name: 'API' })).toHaveTextContent('Última actualización26/11/2026');
  },
};

export const Playground: Story = { tags: ['no-screenshot'] };

/** Loading, failed and incomplete answers side by side. */
export const States: Story = {
  args: {
    versions: {
      frontend: { status: 'ready', version: '0.1.0', buildDate: null },
      api: { status: 'loading' },
      optimizer: { status: 'error' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Frontend' })).toHaveTextContent(
      'Última actualizaciónNo disponible',
    );
    await expect(within(canvas.getByRole('region', { name: 'API' })).getByRole('status')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Optimizador' })).toHaveTextContent(
      'VersiónErrorÚltima actualización27/11/2026',
    );
  },
};
