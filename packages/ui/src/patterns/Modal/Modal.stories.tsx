import type { Meta, StoryObj } from '@storybook/react-vite';
import { interpolate, messages } from '@siipro/domain';
import { useRef, useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { Button } from '../../primitives/Button';
import { Modal, type ModalProps } from './Modal';

interface ModalDemoProps extends Omit<ModalProps, 'open'> {
  /** Text of the button that opens the dialog. */
  trigger: string;
  defaultOpen?: boolean;
}

/** The usual wiring: a button opens the dialog; every way of closing it calls onClose, which closes it. */
function ModalDemo({ trigger, defaultOpen = false, onClose, ...props }: ModalDemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const aboutContent: ReactNode = (
  <>
    <p style={{ marginBlockStart: 0 }}>
      <strong>{messages.app.name}</strong> — {messages.app.fullName}
    </p>
    <p>{messages.aboutModal.credits}</p>
    <p style={{ marginBlockEnd: 0 }}>{interpolate(messages.aboutModal.rights, { year: 2026 })}</p>
  </>
);

const meta = {
  title: 'Patrones/Modal',
  component: ModalDemo,
  subcomponents: { Modal },
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog (Ariakit Dialog) with a title, a "Cerrar" button, content and an optional footer for ' +
          'actions. It closes on Escape, on a click on the backdrop and on the close button (each calls `onClose`). ' +
          'Focus moves to the dialog on open, stays inside while it is open and returns to the opener on close. Sizes ' +
          'sm, md, lg and full; it opens in 300 ms and closes in 200 ms (instantly under reduced motion).',
      },
      story: { inline: false, height: '420px' },
    },
  },
  args: {
    trigger: 'Acerca de',
    title: messages.aboutModal.title,
    children: aboutContent,
    onClose: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] },
    children: { control: false },
    footer: { control: false },
    initialFocus: { control: false },
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement, trigger: string, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  // It fades in.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Acerca de', 'Acerca de SIIPRO');
    // The page behind is inert while the dialog is open.
    await expect(within(canvasElement).getByRole('button', { name: 'Acerca de' }).closest('[inert]')).not.toBeNull();
    // Focus lands on the dialog itself, so its title is read first.
    await expect(dialog).toHaveFocus();
    await expect(dialog).toHaveTextContent('Sistema Integrado e Inteligente de Proyectos');
  },
};

export const Playground: Story = {
  args: {
    trigger: 'Ver ayuda',
    title: '¿Cómo se obtiene la Puntuación SIIPRO?',
    description: 'La puntuación va de 0 a 100 y resume criterios ponderados.',
    size: 'md',
    children: messages.score.intro,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, args.trigger, String(args.title));
    await expect(dialog).toHaveAccessibleDescription(String(args.description));
  },
};

export const ClosesWithButton: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Acerca de' });
    const dialog = await openDialog(canvasElement, 'Acerca de', 'Acerca de SIIPRO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // Focus goes back to the button that opened it.
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Acerca de' });
    await openDialog(canvasElement, 'Acerca de', 'Acerca de SIIPRO');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Acerca de', 'Acerca de SIIPRO');
    // A click inside the dialog keeps it open.
    await userEvent.click(within(dialog).getByText(messages.aboutModal.credits));
    await expect(args.onClose).not.toHaveBeenCalled();
    const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-backdrop]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 8, clientY: 8 } });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A form in a dialog: focus starts in the first field, and Tab cycles inside the dialog only. */
function EditOrganizationForm({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const field = { display: 'grid', gap: '0.25rem', marginBlockEnd: '1rem' } as const;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Editar
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Editar organismo"
        initialFocus={nameField}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {messages.common.cancel}
            </Button>
            <Button onClick={close}>{messages.common.saveChanges}</Button>
          </>
        }
      >
        <label style={field}>
          Nombre
          <input ref={nameField} defaultValue="Ministerio de Obras Públicas" />
        </label>
        <label style={field}>
          Descripción
          <textarea rows={3} defaultValue="Planifica y ejecuta la obra pública provincial." />
        </label>
      </Modal>
    </>
  );
}

export const WithFooter: Story = {
  render: (args) => <EditOrganizationForm onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, 'Editar', 'Editar organismo');
    const dialogCanvas = within(dialog);
    await expect(dialogCanvas.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    // Tab order: Nombre → Descripción → Cancelar → Guardar Cambios → Cerrar (wraps) → Nombre.
    await userEvent.tab();
    await expect(dialogCanvas.getByRole('textbox', { name: 'Descripción' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialogCanvas.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialogCanvas.getByRole('button', { name: 'Guardar Cambios' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialogCanvas.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialogCanvas.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialogCanvas.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.click(dialogCanvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Editar' })).toHaveFocus();
  },
};

const sizes = [
  { size: 'sm', rem: 24 },
  { size: 'md', rem: 36 },
  { size: 'lg', rem: 52 },
] as const;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {sizes.map(({ size }) => (
        <ModalDemo key={size} {...args} size={size} trigger={`Abrir ${size}`} title={`Diálogo ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rem = parseFloat(getComputedStyle(canvasElement.ownerDocument.documentElement).fontSize);
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const { size, rem: width } of sizes) {
      const dialog = await openDialog(canvasElement, `Abrir ${size}`, `Diálogo ${size}`);
      // Measured once the opening transition (a slight zoom) is over.
      await waitFor(() =>
        expect(dialog.getBoundingClientRect().width).toBeCloseTo(Math.min(width * rem, viewport - 2 * rem), 0),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    }
  },
};

/** The filters dialog of the projects list is a full-screen overlay. */
export const FullScreen: Story = {
  args: {
    trigger: 'Filtros',
    title: messages.filters.title,
    size: 'full',
    children: <p style={{ margin: 0 }}>Estado, Prioridad, Área ejecutora, Fuente de Financiamiento, Presupuesto…</p>,
    footer: (
      <>
        <Button variant="ghost">{messages.filters.clear}</Button>
        <Button>{messages.filters.apply}</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Filtros', 'Filtros');
    const html = canvasElement.ownerDocument.documentElement;
    // The whole window less a 1rem margin on each side (once the opening zoom is over).
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(box.width).toBeGreaterThan(html.clientWidth - 40);
      expect(box.height).toBeGreaterThan(window.innerHeight - 40);
    });
  },
};

const criteria = [
  ['TIR', '40%', 'Tasa interna de retorno: 12% o menos puntúa 0, 25% o más puntúa 100, lineal entre ambos.'],
  ['Etapa de avance', '22%', 'Idea 0, Anteproyecto 33, Proyecto Ejecutivo 67, Pliego licitatorio 100.'],
  ['Objetivos de Desarrollo Sostenible', '15%', 'Cantidad de ODS vinculados: 6 o más puntúan 100.'],
  ['Beneficiarios', '12%', 'Beneficiarios por millón invertido, comparados con rangos de referencia.'],
  ['Proyecto verde', '6%', 'Sí 100, No 0.'],
  ['Género y diversidad', '3%', 'Sí 100, No 0.'],
  ['Alineación con fondos específicos', '2%', 'Sí 100, No 0.'],
];

/** More content than fits: the body scrolls between a fixed header and footer, and takes focus to scroll by keyboard. */
export const LongContent: Story = {
  args: {
    trigger: 'Ver explicación',
    title: messages.score.modalTitle,
    size: 'md',
    children: (
      <>
        <p style={{ marginBlockStart: 0 }}>{messages.score.intro}</p>
        {[...criteria, ...criteria].map(([name, weight, help], index) => (
          <section key={index} style={{ marginBlockEnd: '1rem' }}>
            <h3 style={{ margin: 0, fontSize: '1rem' }}>
              {name} · {weight}
            </h3>
            <p style={{ margin: 0 }}>{help}</p>
          </section>
        ))}
      </>
    ),
    footer: <Button>Entendido</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Ver explicación', '¿Cómo se obtiene la Puntuación SIIPRO?');
    const html = canvasElement.ownerDocument.documentElement;
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const scroller = dialog.querySelector<HTMLElement>('[tabindex="0"]')!;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    // The footer stays in view below the scrolling body.
    await expect(
      within(dialog).getByRole('button', { name: 'Entendido' }).getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(html.clientHeight);
  },
};

export const NarrowScreen: Story = {
  ...atNarrowWidth,
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Acerca de', 'Acerca de SIIPRO');
    const box = dialog.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(width - 8);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
