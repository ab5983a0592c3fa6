import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { sampleCleanReview, sampleDone, sampleReview, sampleRoundTrip } from '../ImportReport/ImportReport.samples';
import { ImportDialog } from './ImportDialog';
import type { ImportDialogState } from './types';

/** The dialog renders in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('dialog', { name: 'Importar proyectos' });

const csv = (name: string) =>
  new File(['\uFEFFCódigo;Nombre\nVIA-0001;Ruta Provincial 51\n'], name, { type: 'text/csv' });

const meta = {
  title: 'Pantallas/ImportDialog',
  component: ImportDialog,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          '"Importar" on the projects list: archivo → revisión → resultado. Step 1 takes a CSV (the export\'s own ' +
          'format) or an XLSX, offers the template and "Crear organismos nuevos"; "Revisar planilla" starts a dry ' +
          'run, followed by a progress bar (processed/total); the review shows the counts, the names not found and ' +
          'every error, and "Importar" stays disabled while there are errors or nothing to change; the import runs ' +
          'with its own progress bar and ends in the result, or in a failure that says nothing was written. Pure: ' +
          'the page follows the job and hands each state in.',
      },
    },
  },
  args: {
    open: true,
    state: { step: 'file' },
    createOrganizations: false,
    onCreateOrganizationsChange: fn(),
    onReview: fn(),
    onConfirm: fn(),
    onRestart: fn(),
    onClose: fn(),
    onDownloadTemplate: fn(),
    onDownloadErrors: fn(),
  },
  argTypes: { state: { control: 'object' } },
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: choose the spreadsheet. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const steps = within(dialog).getByRole('list', { name: 'Pasos de la importación' });
    await expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Archivo', '2Revisión', '3Resultado']);
    await expect(within(steps).getByText('Archivo').closest('li')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar plantilla' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Crear organismos nuevos/ }));
    await expect(args.onCreateOrganizationsChange).toHaveBeenCalledWith(true);
  },
};

/** A controlled dialog, for trying it in Storybook. */
export const Playground: Story = {
  render: function Render(args) {
    const [createOrganizations, setCreate] = useState(args.createOrganizations);
    return <ImportDialog {...args} createOrganizations={createOrganizations} onCreateOrganizationsChange={setCreate} />;
  },
};

/** Choosing a CSV and pressing "Revisar planilla" hands the file over; without a file it says so. */
export const ChooseAndReview: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar planilla' }));
    await expect(args.onReview).not.toHaveBeenCalled();
    const input = within(dialog).getByLabelText('Planilla (CSV o Excel)');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Elige una planilla para revisar/));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const file = csv('cartera-ministerio-obras-publicas-2026.csv');
    await userEvent.upload(input, file);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar planilla' }));
    await expect(args.onReview).toHaveBeenCalledWith(file);
  },
};

/** Anything but CSV or XLSX is refused before it is sent. */
export const WrongFileType: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const input = within(dialog).getByLabelText('Planilla (CSV o Excel)');
    // The picker's `accept` filters the OS dialog only; a drop or "All files" still lets a PDF through.
    await userEvent.upload(input, new File(['%PDF-1.7'], 'informe-de-avance.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar planilla' }));
    await expect(args.onReview).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.importDialog.fileType);
  },
};

/** What the server answered to the last file (413: over 50 MB), under the picker. */
export const ServerRefusedTheFile: Story = {
  args: { state: { step: 'file', error: 'La planilla no puede superar los 50 MB.' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('La planilla no puede superar los 50 MB.');
  },
};

/** The review runs: a progress bar with rows processed of the file's rows. */
export const Validating: Story = {
  args: { state: { step: 'validating', processed: 41_250, total: 100_000 } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const bar = within(dialog).getByRole('progressbar', { name: 'Revisando la planilla…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '41250');
    await expect(bar).toHaveAttribute('aria-valuemax', '100000');
    await expect(bar).toHaveAttribute('aria-valuetext', '41.250 de 100.000 filas');
    // Nothing to press while the job runs; Escape still closes.
    await expect(within(dialog).queryByRole('button', { name: 'Importar' })).toBeNull();
  },
};

/** Before the file is counted, the bar shows rows only. */
export const ValidatingUnknownTotal: Story = {
  args: { state: { step: 'validating', processed: 0, total: null } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 filas');
  },
};

/** The review with errors: they are listed, downloadable, and the import stays disabled. */
export const ReviewWithErrors: Story = {
  args: { state: { step: 'review', report: sampleReview } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText('Revisión').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(within(dialog).getByRole('heading', { name: 'Errores (4)' })).toBeInTheDocument();
    // Disabled, and it says why (issue 43).
    const confirm = within(dialog).getByRole('button', { name: 'Importar' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAccessibleDescription(
      'Corrige los errores del archivo y vuelve a subirlo para poder importarlo.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar errores (CSV)' }));
    await expect(args.onDownloadErrors).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elegir otro archivo' }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

/**
 * "Elegir otro archivo" with the page's state: the dialog goes back to step 1 and waits for the next file. A person's
 * (trusted) click once reviewed the old file again at once, because the clicked button turned into "Revisar planilla"
 * before the click's default action ran; only a real click shows that, so e2e's import journey guards it.
 */
export const ChooseAnotherWaitsForTheNextFile: Story = {
  tags: ['no-screenshot'],
  render: function Render(args) {
    const [state, setState] = useState<ImportDialogState>(args.state);
    return (
      <ImportDialog
        {...args}
        state={state}
        onReview={(file) => {
          args.onReview(file);
          setState({ step: 'review', report: sampleReview });
        }}
        onRestart={() => {
          args.onRestart();
          setState({ step: 'file' });
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.upload(within(dialog).getByLabelText('Planilla (CSV o Excel)'), csv('proyectos.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar planilla' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Elegir otro archivo' }));
    await expect(await within(dialog).findByLabelText('Planilla (CSV o Excel)')).toBeInTheDocument();
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
    await expect(args.onReview).toHaveBeenCalledTimes(1);
  },
};

/** A clean review: "Importar" applies the file. */
export const ReviewReady: Story = {
  args: { state: { step: 'review', report: sampleCleanReview } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByText('La planilla no tiene errores: está lista para importar.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The export imported unchanged: 0 to create, 0 to update, all unchanged; nothing to import. */
export const ReviewNothingToChange: Story = {
  args: { state: { step: 'review', report: sampleRoundTrip } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Importar' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAccessibleDescription('El archivo no tiene filas para crear ni para actualizar.');
  },
};

export const Applying: Story = {
  args: { state: { step: 'applying', processed: 1_558, total: 1_558 } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('progressbar', { name: 'Importando…' })).toHaveAttribute(
      'aria-valuetext',
      '1.558 de 1.558 filas',
    );
  },
};

export const Done: Story = {
  args: { state: { step: 'done', report: sampleDone } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText('Resultado').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Importación terminada');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A project edited since the review: the import stops, nothing is written. */
export const FailedWithConflict: Story = {
  args: {
    state: {
      step: 'failed',
      message: 'La importación no se aplicó: se encontraron errores y no se escribió nada.',
      report: {
        ...sampleCleanReview,
        dryRun: false,
        errorCount: 1,
        errors: [
          {
            row: 12,
            column: 'Código',
            value: 'VIA-0457',
            reason:
              'El proyecto «VIA-0457» cambió después de la revisión (versión 3 → 4). Vuelve a revisar el archivo.',
          },
        ],
      },
    } satisfies ImportDialogState,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('No se importó nada');
    await expect(within(dialog).getByRole('table')).toHaveTextContent('VIA-0457');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver a intentarlo' }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: {
    state: {
      step: 'failed',
      message: 'La importación se interrumpió antes de terminar y no se escribió nada. Vuelve a intentarlo.',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('se interrumpió');
  },
};

/** At 360 px the review fits: the error table scrolls in its own region. */
export const NarrowReview: Story = {
  ...atNarrowWidth,
  args: { state: { step: 'review', report: sampleReview } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'Errores (4)' })).toBeInTheDocument();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
