import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { ImportReport } from './ImportReport';
import {
  sampleCleanReview,
  sampleConflict,
  sampleDone,
  sampleManyErrors,
  sampleReview,
  sampleRoundTrip,
} from './ImportReport.samples';

const meta = {
  title: 'Pantallas/ImportReport',
  component: ImportReport,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The report of a projects import, inside ImportDialog: the counts (a crear, a actualizar, sin cambios in ' +
          'the review; creados, actualizados, sin cambios once done), the organisations and programs the file names ' +
          'that do not exist, and every error as a table (fila, columna, valor, motivo) with "Descargar errores ' +
          '(CSV)". The first 100 errors are shown; the CSV holds them all.',
      },
    },
  },
  args: { report: sampleReview, mode: 'review', createOrganizations: false, onDownloadErrors: fn() },
} satisfies Meta<typeof ImportReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review with names not found and four bad cells. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const counts = canvasElement.querySelectorAll('dl > div');
    await expect([...counts].map((entry) => entry.textContent)).toEqual([
      'A crear1.240',
      'A actualizar318',
      'Sin cambios8.439',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Organismos que no existen (2)' })).toBeVisible();
    await expect(canvas.getAllByText(/Marca «Crear organismos nuevos» para crearlos/)).toHaveLength(2);
    const table = canvas.getByRole('table', { name: /Errores de la planilla/ });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', 'Presupuesto', '1.500.000,5O', 'El presupuesto debe ser un número, por ejemplo 1.500.000,50.']);
    // An empty cell says so, rather than showing nothing.
    await expect(within(rows[3]!).getAllByRole('cell')[2]).toHaveTextContent('(vacío)');
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar errores (CSV)' }));
    await expect(args.onDownloadErrors).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** "Crear organismos nuevos" ticked: the names not found will be created. */
export const MissingNamesWillBeCreated: Story = {
  args: { createOrganizations: true, report: { ...sampleReview, errors: [], errorCount: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Se crearán al importar.')).toHaveLength(2);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoErrors: Story = {
  args: { report: sampleCleanReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La planilla no tiene errores: está lista para importar.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Descargar errores (CSV)' })).toBeNull();
  },
};

/** The export imported unchanged: nothing to create or update. */
export const RoundTripUnchanged: Story = {
  args: { report: sampleRoundTrip },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La planilla no cambia ningún proyecto: no hay nada que importar.')).toBeVisible();
  },
};

/** 250 errors: the table shows the first ones (12 here, 100 by default) and says where the rest are. */
export const ManyErrors: Story = {
  args: { report: sampleManyErrors, maxErrorsShown: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Errores (250)' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByText('Se muestran 12 de 250 errores. Descarga el CSV para verlos todos.')).toBeVisible();
  },
};

export const Done: Story = {
  args: { report: sampleDone, mode: 'done' },
  play: async ({ canvasElement }) => {
    const counts = canvasElement.querySelectorAll('dl > div');
    await expect([...counts].map((entry) => entry.textContent)).toEqual(['Creados48', 'Actualizados0', 'Sin cambios2']);
  },
};

/** An apply that met a project edited after the review, and a file without one column. */
export const Conflict: Story = {
  args: { report: sampleConflict },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Proyectos editados después de la revisión (1)' })).toBeVisible();
    await expect(canvas.getByText(/Fila 12: VIA-0457/)).toBeVisible();
    await expect(canvas.getByText(/Columnas que faltan en la planilla/)).toHaveTextContent('Fecha del presupuesto');
  },
};

/** At 360 px the error table scrolls sideways inside its own region; the page does not. */
export const Narrow: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
    await expect(within(canvasElement).getByRole('region', { name: /Errores de la planilla/ })).toBeVisible();
  },
};
