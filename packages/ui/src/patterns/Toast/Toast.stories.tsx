import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { Button } from '../../primitives/Button';
import { ToastProvider } from './ToastProvider';
import type { ToastOptions } from './toastTypes';
import { useToast } from './useToast';

interface ToastDemoProps extends ToastOptions {
  /** Text of the button that shows the toast. */
  trigger: string;
}

/** What a page does: a button whose action ends in a toast. */
function ToastTrigger({ trigger, ...options }: ToastDemoProps) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>{trigger}</Button>;
}

function ToastDemo(props: ToastDemoProps) {
  return (
    <ToastProvider>
      <ToastTrigger {...props} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Patrones/Toast',
  component: ToastDemo,
  subcomponents: { ToastProvider },
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'Short notifications of type `error`, `success` or `info`, stacked in the bottom-right corner. Wrap the app ' +
          'in `ToastProvider` and call `useToast().show({ type, message, duration? })`. A toast closes after 4000 ms ' +
          'by default, pauses while the pointer is over it or focus is inside it, and has a "Cerrar" button. The ' +
          'stack is a labelled region and a polite live region; errors are announced at once (role `alert`).',
      },
    },
  },
  // A minute instead of 4000 ms, so the toast is still there when the visual test takes its screenshot; the 4000 ms
  // default itself is checked with fake timers in Toast.test.tsx.
  args: { trigger: 'Guardar Cambios', type: 'success', message: 'Tenant actualizado exitosamente', duration: 60_000 },
  argTypes: {
    type: { control: 'inline-radio', options: ['error', 'success', 'info'] },
    duration: { control: { type: 'number', min: 500, step: 500 } },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Notificaciones' });
const toasts = (canvasElement: HTMLElement) => within(region(canvasElement)).queryAllByRole('listitem');
/** The toasts once shown: a page's first toast waits for the toast's code to arrive (ToastProvider loads it then). */
const shownToasts = (canvasElement: HTMLElement) => within(region(canvasElement)).findAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar Cambios' }));
    const [toast] = await shownToasts(canvasElement);
    await expect(toast).toHaveTextContent('Éxito: Tenant actualizado exitosamente');
    // It slides in.
    await waitFor(() => expect(within(toast!).getByRole('button', { name: 'Cerrar' })).toBeVisible());
  },
};

export const Playground: Story = {
  args: {
    trigger: 'Actualizar estado',
    type: 'error',
    message: 'No se pudo actualizar el estado',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.trigger }));
    await expect((await shownToasts(canvasElement))[0]).toHaveTextContent(args.message);
  },
};

function AllTypes() {
  const toast = useToast();
  const showAll = () => {
    toast.show({ type: 'error', message: 'No se pudo guardar el proyecto', duration: Infinity });
    toast.show({ type: 'success', message: 'Proyecto actualizado', duration: Infinity });
    toast.show({ type: 'info', message: 'Se aceptaron tus invitaciones pendientes.', duration: Infinity });
  };
  return <Button onClick={showAll}>Mostrar notificaciones</Button>;
}

/** One of each type, stacked (the newest at the bottom). Errors are alerts; the others are read politely. */
export const Types: Story = {
  render: () => (
    <ToastProvider>
      <AllTypes />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar notificaciones' }));
    const items = await shownToasts(canvasElement);
    await expect(items.map((item) => item.dataset.type)).toEqual(['error', 'success', 'info']);
    await expect(within(items[0]!).getByRole('alert')).toHaveTextContent('Error: No se pudo guardar el proyecto');
    await expect(within(items[1]!).queryByRole('alert')).toBeNull();
    await expect(region(canvasElement).querySelector('[aria-live="polite"]')).not.toBeNull();
    // Stacked upwards from the corner: each toast sits above the next.
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(first!.bottom).toBeLessThanOrEqual(second!.top);
  },
};

export const CloseButton: Story = {
  args: { type: 'info', message: 'Se copió el enlace del proyecto', duration: Infinity },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar Cambios' }));
    const [toast] = await shownToasts(canvasElement);
    await userEvent.click(within(toast!).getByRole('button', { name: 'Cerrar' }));
    await expect(toasts(canvasElement)).toHaveLength(0);
  },
};

export const ClosesAfterDuration: Story = {
  args: { type: 'success', message: 'Estado actualizado', duration: 600 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar Cambios' }));
    await expect(await shownToasts(canvasElement)).toHaveLength(1);
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0), { timeout: 3000 });
  },
};

export const PausesOnHover: Story = {
  args: { type: 'error', message: 'No se pudo guardar el proyecto', duration: 500 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar Cambios' }));
    const [toast] = await shownToasts(canvasElement);
    await userEvent.hover(toast!);
    // Twice its duration with the pointer over it: still there.
    await sleep(1000);
    await expect(toasts(canvasElement)).toHaveLength(1);
    await userEvent.unhover(toast!);
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0), { timeout: 3000 });
  },
};

export const PausesOnFocus: Story = {
  args: { type: 'info', message: 'Los cambios se guardan automáticamente', duration: 500 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Guardar Cambios' });
    await userEvent.click(trigger);
    const [toast] = await shownToasts(canvasElement);
    // Keyboard users reach the close button; while focus is inside, the toast waits.
    await userEvent.tab();
    await expect(within(toast!).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await sleep(1000);
    await expect(toasts(canvasElement)).toHaveLength(1);
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0), { timeout: 3000 });
  },
};

export const Stack: Story = {
  args: { type: 'info', message: 'Invitación enviada', duration: Infinity },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Guardar Cambios' });
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    await expect(await shownToasts(canvasElement)).toHaveLength(3);
    // Closing one leaves the others in place.
    await userEvent.click(within(toasts(canvasElement)[1]!).getByRole('button', { name: 'Cerrar' }));
    await expect(toasts(canvasElement)).toHaveLength(2);
  },
};

export const LongMessage: Story = {
  args: {
    type: 'error',
    message: 'Otra persona modificó este proyecto. Recargá la página para ver los cambios.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar Cambios' }));
    const toast = (await shownToasts(canvasElement))[0]!;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    // At most 24rem wide (less on a phone); a long text wraps instead of stretching it.
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(24 * rem);
    const message = within(toast).getByRole('alert');
    await expect(message.getBoundingClientRect().height).toBeGreaterThan(
      1.6 * parseFloat(getComputedStyle(message).lineHeight),
    );
  },
};

export const NarrowScreen: Story = {
  ...atNarrowWidth,
  args: { type: 'info', message: 'Se aceptaron tus invitaciones pendientes.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar Cambios' }));
    const box = (await shownToasts(canvasElement))[0]!.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    // Inside the window with a margin on both sides, at 360 px as at 1280 px.
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(width - 8);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
