import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExportButton, type ExportFormat } from './ExportButton';

/** An export that finishes when the story says so, to look at the busy state in between. */
function deferredExport() {
  let finish: () => void = () => undefined;
  const onExport = fn(
    (_format: ExportFormat) =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { onExport, finish: () => finish() };
}

const meta = {
  title: 'Pantallas/ExportButton',
  component: ExportButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The list\'s "Exportar" menu button with "CSV" and "Excel (.xlsx)" (Ariakit menu: Enter, Space or ' +
          'ArrowDown open it, arrows move, Escape closes). `onExport(format)` returns a promise; until it settles ' +
          'the button is busy ("Exportando...", spinner, aria-busy) and does not open, while keeping focus. Failures ' +
          'are reported by the caller.',
      },
      story: { inline: false, height: '200px' },
    },
  },
  args: { onExport: fn(async (_format: ExportFormat) => undefined) },
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Export/ });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['CSVCSV', 'XLSXExcel (.xlsx)']);
    await expect(within(menu).getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const Playground: Story = {
  args: { label: 'Descargar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Descargar' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};

export const KeyboardExport: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(button(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'CSV' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Excel (.xlsx)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await waitFor(() => expect(button(canvasElement)).toHaveFocus());
    // Escape closes without exporting.
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

const slow = deferredExport();

/** While the export runs: spinner, "Exportando...", aria-busy, and the menu does not open. */
export const Busy: Story = {
  args: { onExport: slow.onExport },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'CSV' }));
    const busy = within(canvasElement).getByRole('button', { name: 'Exportando...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(page(canvasElement).queryByRole('menu')).toBeNull();
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

const failing = fn(async (_format: ExportFormat): Promise<undefined> => {
  throw new Error('El servidor no respondió');
});

/** A failed export ends the busy state; the caller shows the error. */
export const FailureEndsBusyState: Story = {
  args: { onExport: failing },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Exportar' })).not.toHaveAttribute('aria-busy'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement));
    await expect(page(canvasElement).queryByRole('menu')).toBeNull();
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};
