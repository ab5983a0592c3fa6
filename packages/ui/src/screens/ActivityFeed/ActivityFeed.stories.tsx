import { DOCUMENT_MAX_BYTES, type ActivityTab } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { fitsViewport } from '../../testing/viewports';
import { ActivityFeed, type ActivityFeedProps } from './ActivityFeed';
import {
  sampleComments,
  sampleDocuments,
  sampleEntries,
  sampleHistory,
  sampleLifeHistory,
  sampleClosedHistory,
  sampleDocumentHistory,
} from './ActivityFeed.samples';

/** The page's body: the confirmation dialog renders in a portal outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The hidden file input behind "Adjuntar archivo" (the button opens it; tests hand it a file directly). */
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Hands the file input a file as the browser's file picker would. */
const pickFile = (canvasElement: HTMLElement, file: File) =>
  fireEvent.change(fileInput(canvasElement), { target: { files: [file] } });

const meta = {
  title: 'Pantallas/ActivityFeed',
  component: ActivityFeed,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          "The project's activity (portfolio.md §2.6) below the description on the detail page: tabs Comentarios, " +
          'Documentación and Historia (arrow keys move between them), each with its empty text, skeleton rows ' +
          'while loading and an alert on error. Comments: avatar, name, date and the text with its line breaks; the ' +
          'composer sends the trimmed text on Enter (Shift+Enter writes a new line) and the quick replies append a ' +
          'phrase. Documents: name, size, uploader, date and a download button; "Adjuntar archivo" checks the file ' +
          "with the API's own rule (domain's checkDocument) before calling onUpload and shows the server's error too. " +
          'Each document can be deleted (onDeleteDocument) after a confirmation dialog, which shows the failure and ' +
          'stays open for another try. History: every change (status, name, description) as "before → after", and ' +
          'a deleted document by its name. Viewers (canWrite false) get neither composer, upload nor delete. The ' +
          "page passes the current tab's entries and makes the calls.",
      },
    },
  },
  decorators: [
    (Story) => (
      // A narrow column: the feed must read well at this width too (a phone, a split screen).
      <div style={{ maxWidth: '30rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tab: 'comments',
    entries: sampleComments,
    error: null,
    hasMore: false,
    canWrite: true,
    onTabChange: fn(),
    onLoadMore: fn(),
    onComment: fn(async () => true),
    onUpload: fn(async () => true),
    onDownload: fn(),
    onDeleteDocument: fn(async () => {}),
  },
  // The tab is controlled: the story keeps it, showing the sample entries of the other tabs.
  render: function Render(args: ActivityFeedProps) {
    const [tab, setTab] = useState<ActivityTab>(args.tab);
    return (
      <ActivityFeed
        {...args}
        tab={tab}
        entries={tab === args.tab ? args.entries : sampleEntries[tab]}
        onTabChange={(next) => {
          args.onTabChange(next);
          setTab(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Actividad' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Comentarios', 'Documentación', 'Historia']);
    await expect(canvas.getByRole('tab', { name: 'Comentarios' })).toHaveAttribute('aria-selected', 'true');
    const items = within(canvas.getByRole('tabpanel')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('María Fernández24/11/2026, 10:45');
    // The line break typed with Shift+Enter is kept.
    await expect(within(items[0]!).getByText(/Vialidad Provincial/).textContent).toContain('sobres.\nQueda');
    await expect(canvas.getByRole('textbox', { name: 'Comentario' })).toHaveAttribute(
      'placeholder',
      'Escribe un comentario...',
    );
    // Arrow keys move between the tabs and select them.
    canvas.getByRole('tab', { name: 'Comentarios' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('documents');
    await expect(canvas.getByRole('tab', { name: 'Documentación' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Pliego de bases y condiciones.pdf')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('history');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('documents');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('comments');
    await expect(canvas.getByRole('tab', { name: 'Comentarios' })).toHaveFocus();
    canvas.getByRole('tab', { name: 'Comentarios' }).blur();
  },
};

export const Playground: Story = {
  args: { tab: 'history', entries: sampleHistory, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Historia' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Ver más' }).blur();
  },
};

export const EmptyComments: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay comentarios aún.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Comentario' })).toBeVisible();
  },
};

export const EmptyDocuments: Story = {
  args: { tab: 'documents', entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay documentos adjuntos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adjuntar archivo' })).toBeVisible();
  },
};

export const EmptyHistory: Story = {
  args: { tab: 'history', entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay historial disponible.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Adjuntar archivo' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { entries: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(3);
    await expect(canvas.queryByText('No hay comentarios aún.')).toBeNull();
  },
};

export const Error: Story = {
  args: { tab: 'history', entries: undefined, error: 'No se pudo cargar la actividad del proyecto.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar la actividad del proyecto.');
    await expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(0);
    await expect(canvas.queryByText('No hay historial disponible.')).toBeNull();
  },
};

export const Composer: Story = {
  args: { entries: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = canvas.getByRole('textbox', { name: 'Comentario' });
    const send = canvas.getByRole('button', { name: 'Enviar' });
    // Whitespace alone is never sent.
    await userEvent.type(textbox, '   {Enter}');
    await expect(args.onComment).not.toHaveBeenCalled();
    // Off with nothing written, and saying why (issue 43).
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription('Escribe un comentario para enviarlo.');
    await userEvent.clear(textbox);
    // Shift+Enter writes a new line; Enter sends the trimmed text and clears the composer.
    await userEvent.type(textbox, '  Revisé el pliego.{Shift>}{Enter}{/Shift}Está todo en orden.  ');
    await expect(textbox).toHaveValue('  Revisé el pliego.\nEstá todo en orden.  ');
    await expect(args.onComment).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onComment).toHaveBeenCalledOnce();
    await expect(args.onComment).toHaveBeenCalledWith('Revisé el pliego.\nEstá todo en orden.');
    await waitFor(() => expect(textbox).toHaveValue(''));
    // The Enviar button sends too.
    await userEvent.type(textbox, 'Coordinar visita a obra');
    await userEvent.click(send);
    await expect(args.onComment).toHaveBeenLastCalledWith('Coordinar visita a obra');
    await waitFor(() => expect(textbox).toHaveValue(''));
    // Enviar, off again, keeps the focus it was clicked with (aria-disabled) and says why under the pointer; the
    // pointer and the focus leave it, as a person's would, so the picture shows the composer at rest.
    await userEvent.unhover(send);
    send.blur();
  },
};

export const CommentNotSaved: Story = {
  args: { onComment: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const textbox = within(canvasElement).getByRole('textbox', { name: 'Comentario' });
    await userEvent.type(textbox, 'Necesito el acta firmada{Enter}');
    await expect(args.onComment).toHaveBeenCalledWith('Necesito el acta firmada');
    // Not saved: the text stays for another try.
    await waitFor(() => expect(textbox).not.toHaveAttribute('readonly'));
    await expect(textbox).toHaveValue('Necesito el acta firmada');
    textbox.blur();
  },
};

export const Sending: Story = {
  // A save that never answers: the composer stays busy.
  args: { onComment: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = canvas.getByRole('textbox', { name: 'Comentario' });
    await userEvent.type(textbox, 'Adjunto el acta de inicio{Enter}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onComment).toHaveBeenCalledOnce();
    await expect(textbox).toHaveAttribute('readonly');
    await expect(textbox).toHaveValue('Adjunto el acta de inicio');
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-busy', 'true');
    // The quick replies wait for the comment, and say so.
    const reply = canvas.getByRole('button', { name: 'Listo' });
    await expect(reply).toHaveAttribute('aria-disabled', 'true');
    await expect(reply).toHaveAccessibleDescription('Enviando...');
    await userEvent.click(reply);
    await expect(textbox).toHaveValue('Adjunto el acta de inicio');
    reply.blur();
  },
};

export const QuickReplies: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Respuestas rápidas' });
    await expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Funciona para mi', 'Necesito ayuda?', 'Estoy bloqueado', 'Puedes aclararme...?', 'Listo']);
    const textbox = canvas.getByRole('textbox', { name: 'Comentario' });
    await userEvent.click(within(group).getByRole('button', { name: 'Funciona para mi' }));
    await expect(textbox).toHaveValue('Funciona para mi');
    await expect(textbox).toHaveFocus();
    // A space is added between the text and the phrase only when needed.
    await userEvent.click(within(group).getByRole('button', { name: 'Listo' }));
    await expect(textbox).toHaveValue('Funciona para mi Listo');
    await userEvent.type(textbox, ' ');
    await userEvent.click(within(group).getByRole('button', { name: 'Puedes aclararme...?' }));
    await expect(textbox).toHaveValue('Funciona para mi Listo Puedes aclararme...?');
    // The draft survives a look at another tab.
    await userEvent.click(canvas.getByRole('tab', { name: 'Historia' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Comentarios' }));
    await expect(textbox).toHaveValue('Funciona para mi Listo Puedes aclararme...?');
    await userEvent.click(textbox);
    await userEvent.keyboard('{Enter}');
    await expect(args.onComment).toHaveBeenCalledWith('Funciona para mi Listo Puedes aclararme...?');
    await waitFor(() => expect(textbox).toHaveValue(''));
    textbox.blur();
  },
};

export const Documents: Story = {
  args: { tab: 'documents', entries: sampleDocuments },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('tabpanel')).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Cómputo métrico - Ruta 40 tramo 2.xlsx');
    await expect(rows[0]).toHaveTextContent('1,5 MB · Juan Pérez · 21/11/2026, 14:05');
    await expect(rows[1]).toHaveTextContent('4,2 MB · María Fernández');
    await expect(rows[2]).toHaveTextContent('825,5 KB · Lucía Gómez');
    const download = canvas.getByRole('button', { name: 'Descargar Pliego de bases y condiciones.pdf' });
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(args.onDownload).toHaveBeenCalledWith({
      documentId: 'doc-2',
      name: 'Pliego de bases y condiciones.pdf',
    });
    await expect(canvas.getByRole('button', { name: 'Adjuntar archivo' })).toBeVisible();
    await expect(fileInput(canvasElement).accept).toContain('.pdf');
    // Each row can be deleted, named by its file.
    for (const name of [
      'Cómputo métrico - Ruta 40 tramo 2.xlsx',
      'Pliego de bases y condiciones.pdf',
      'Foto relevamiento km 3120.jpg',
    ]) {
      await expect(canvas.getByRole('button', { name: `Eliminar ${name}` })).toBeVisible();
    }
    download.blur();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

export const Upload: Story = {
  args: { tab: 'documents', entries: sampleDocuments },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['Acta de inicio de obra'], 'Acta de inicio.pdf', { type: 'application/pdf' });
    pickFile(canvasElement, file);
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await expect(await canvas.findByRole('button', { name: 'Adjuntar archivo' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Uploading: Story = {
  // An upload that never finishes: the button shows its progress.
  args: { tab: 'documents', entries: sampleDocuments, onUpload: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    pickFile(canvasElement, new File(['x'.repeat(2048)], 'Informe de avance.docx'));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    const button = await canvas.findByRole('button', { name: 'Subiendo archivo...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const UploadTooLarge: Story = {
  args: { tab: 'documents', entries: sampleDocuments },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    pickFile(canvasElement, new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'Planos de obra.pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('El archivo supera el máximo de 10 MB.');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const UploadForbiddenType: Story = {
  args: { tab: 'documents', entries: sampleDocuments },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    pickFile(canvasElement, new File(['MZ'], 'instalador.exe'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se admiten archivos «exe». Tipos admitidos: pdf, doc, docx, xls, xlsx, ppt, pptx, odt, ods, csv, txt, ' +
        'png, jpg, jpeg.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const UploadServerError: Story = {
  args: {
    tab: 'documents',
    entries: sampleDocuments,
    onUpload: fn(async () => {
      throw new globalThis.Error('No tienes los permisos necesarios para realizar esta acción.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    pickFile(canvasElement, new File(['a;b'], 'Presupuesto.csv'));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No tienes los permisos necesarios para realizar esta acción.',
    );
    await expect(canvas.getByRole('button', { name: 'Adjuntar archivo' })).not.toHaveAttribute('aria-busy');
  },
};

export const DeleteDocument: Story = {
  args: { tab: 'documents', entries: sampleDocuments },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Eliminar Pliego de bases y condiciones.pdf' });
    await userEvent.click(button);
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: '¿Eliminar «Pliego de bases y condiciones.pdf»?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'El documento deja de estar disponible para todos los miembros del espacio de trabajo. La eliminación queda en la historia con tu nombre.',
    );
    // Cancelar deletes nothing, and focus returns to the row's button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onDeleteDocument).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.click(button);
    const again = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Eliminar documento' }));
    await expect(args.onDeleteDocument).toHaveBeenCalledOnce();
    await expect(args.onDeleteDocument).toHaveBeenCalledWith({
      documentId: 'doc-2',
      name: 'Pliego de bases y condiciones.pdf',
    });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // Its row goes once the page reloads the tab: focus returns to the tab, not to a button about to vanish.
    const tab = canvas.getByRole('tab', { name: 'Documentación' });
    await waitFor(() => expect(tab).toHaveFocus());
    tab.blur();
  },
};

export const DeleteDocumentFailed: Story = {
  args: {
    tab: 'documents',
    entries: sampleDocuments,
    onDeleteDocument: fn(async () => {
      throw new globalThis.Error('No tienes los permisos necesarios para realizar esta acción.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Cómputo métrico - Ruta 40 tramo 2.xlsx' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: '¿Eliminar «Cómputo métrico - Ruta 40 tramo 2.xlsx»?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar documento' });
    await userEvent.click(confirm);
    await expect(args.onDeleteDocument).toHaveBeenCalledWith({
      documentId: 'doc-3',
      name: 'Cómputo métrico - Ruta 40 tramo 2.xlsx',
    });
    // The failure is said in the dialog, which stays for another try.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No tienes los permisos necesarios para realizar esta acción.',
    );
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(dialog).toBeVisible());
    confirm.blur();
  },
};

export const History: Story = {
  args: { tab: 'history', entries: sampleHistory },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('tabpanel')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('María Fernández cambió el estado');
    await expect(items[0]).toHaveTextContent('24/11/2026, 11:00');
    // Every change reads "before → after"; screen readers hear "antes a después" (the arrow is hidden from them).
    await expect(items[0]!.querySelector('[data-change]')).toHaveTextContent(/^Priorizado→ a Presupuesto Asignado$/);
    await expect(items[1]).toHaveTextContent('Juan Pérez actualizó el nombre');
    await expect(items[1]!.querySelector('[data-change]')).toHaveTextContent(
      'Repavimentación Ruta 40→ a Repavimentación Ruta Nacional 40 - Tramo Mendoza Sur',
    );
    await expect(items[2]).toHaveTextContent('Lucía Gómez actualizó la descripción');
    await expect(items[2]!.querySelector('[data-change]')).toHaveTextContent(/^\(vacío\)→ a Repavimentación de 42 km/);
    // An author no longer known.
    await expect(items[3]).toHaveTextContent('Alguien cambió el estado');
    await expect(items[3]!.querySelector('[data-change]')).toHaveTextContent(/^Identificado→ a Priorizado$/);
  },
};

/** A closed status with the reason given when it was confirmed (issue 43); one closed without a reason shows none. */
export const HistoryWithClosingReason: Story = {
  args: { tab: 'history', entries: sampleClosedHistory },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('tabpanel')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('María Fernández cambió el estado');
    await expect(items[0]!.querySelector('[data-change]')).toHaveTextContent(/^Presupuesto Asignado→ a Desestimado$/);
    await expect(items[0]).toHaveTextContent(
      'Motivo: La Dirección Provincial de Vialidad reasignó la traza a la Ruta Provincial 52; el tramo queda sin terreno disponible.',
    );
    await expect(items[1]).toHaveTextContent('Juan Pérez cambió el estado');
    await expect(items[1]).not.toHaveTextContent('Motivo:');
  },
};

/** Created, edited, imported, archived, restored: life events read as one sentence, changes as before → after. */
export const HistoryOfAProjectsLife: Story = {
  args: { tab: 'history', entries: sampleLifeHistory },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('tabpanel')).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'María Fernández restauró el proyecto',
      'Juan Pérez archivó el proyecto',
      'Lucía Gómez importó el presupuesto (importado)',
      'Juan Pérez actualizó los meses de ejecución',
      'Lucía Gómez importó el proyecto (importado)',
      'María Fernández creó el proyecto',
    ]);
    // Only the changes show a before → after.
    await expect(items.map((item) => item.querySelector('[data-change]') !== null)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    await expect(items[2]!.querySelector('[data-change]')).toHaveTextContent(
      '$ 1.250.000.000,00→ a $ 1.480.500.000,00',
    );
  },
};

/** A deleted document (issue 46): one sentence with its name, no before → after. */
export const HistoryWithDeletedDocument: Story = {
  args: { tab: 'history', entries: sampleDocumentHistory },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('tabpanel')).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Juan Pérez eliminó el documento «Pliego de bases y condiciones - versión preliminar para consulta pública (Dirección Provincial de Vialidad).pdf»',
      'María Fernández actualizó los meses de ejecución',
    ]);
    await expect(items[0]!.querySelector('[data-change]')).toBeNull();
    await expect(items[1]!.querySelector('[data-change]')).toHaveTextContent('18→ a 24');
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Respuestas rápidas' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Documentación' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Adjuntar archivo' })).toBeNull();
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    // Viewers still download, and delete nothing.
    await expect(canvas.getByRole('button', { name: 'Descargar Foto relevamiento km 3120.jpg' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    canvas.getByRole('tab', { name: 'Documentación' }).blur();
  },
};
