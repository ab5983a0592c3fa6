import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { AboutModal } from './AboutModal';

/** The dialog renders in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Pantallas/AboutModal',
  component: AboutModal,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'Opened by "Acerca de" in the user menu: SIIPRO, "Sistema Integrado e Inteligente de Proyectos", the credit ' +
          'to the two consulting firms that co-created it (their names, when known, through `credits`) and "© {year} ' +
          'Todos los derechos reservados.". Built on Modal: focus is trapped, Escape and the backdrop close it.',
      },
    },
  },
  args: { open: true, year: 2026, onClose: fn() },
} satisfies Meta<typeof AboutModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Acerca de SIIPRO' });
    await expect(dialog).toHaveTextContent('SIIPRO');
    await expect(dialog).toHaveTextContent('Sistema Integrado e Inteligente de Proyectos');
    await expect(dialog).toHaveTextContent('Co-creado por dos consultoras.');
    await expect(dialog).toHaveTextContent('© 2026 Todos los derechos reservados.');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { year: 2027, credits: ['Consultora Austral S.A.', 'Andes Ingeniería y Datos'] },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(`© ${args.year} Todos los derechos reservados.`);
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(args.credits);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Opened from a button, as the user menu does; closing gives focus back to it. */
export const OpenAndClose: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Acerca de
        </Button>
        <AboutModal
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Acerca de' });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Acerca de SIIPRO' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
