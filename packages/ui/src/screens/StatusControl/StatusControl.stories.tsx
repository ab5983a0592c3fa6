import { DEFAULT_PROJECT_STATUSES } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusControl, type StatusControlProps } from './StatusControl';

const meta = {
  title: 'Pantallas/StatusControl',
  component: StatusControl,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The project's status on the detail page (portfolio.md §4.1): a dropdown whose button is the StatusPill, " +
          'named "Estado: {status}". It shows the current status, or the first of the tenant\'s list when the ' +
          'project has none; it renders nothing when the list is empty; any status can be chosen (no transition ' +
          'rule) and choosing the current one calls nothing; a closed status (role "closed": Finalizado, ' +
          'Desestimado) asks for confirmation first, with an optional reason passed to onChange. Keyboard: Enter, Space or the arrows open it, the ' +
          'arrows move, Enter picks, Escape and a click outside close it. `busy` while a change is saved; ' +
          '`readOnly` (a viewer) shows only the pill.',
      },
      story: { inline: false, height: '360px' },
    },
  },
  args: {
    statuses: DEFAULT_PROJECT_STATUSES,
    value: 'Ejecución',
    onChange: fn(),
    readOnly: false,
    busy: false,
  },
  argTypes: { statuses: { control: false } },
  // The page owns the value: the story keeps it, so a pick shows.
  render: function Render(args: StatusControlProps) {
    const [value, setValue] = useState(args.value);
    return (
      <StatusControl
        {...args}
        value={value}
        onChange={(next, ...reason) => {
          args.onChange(next, ...reason);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof StatusControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const control = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = control(canvasElement);
    await expect(trigger).toHaveAccessibleName('Estado: Ejecución');
    // Keyboard: focus, open, move down one and pick.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Identificado', 'Priorizado', 'Presupuesto Asignado', 'Ejecución', 'Finalizado', 'Desestimado']);
    await expect(within(listbox).getByRole('option', { name: 'Ejecución' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    // A status that does not close the project changes at once, without asking.
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('Presupuesto Asignado');
    await expect(trigger).toHaveAccessibleName('Estado: Presupuesto Asignado');
    await expect(trigger).toHaveFocus();
    trigger.blur();
  },
};

const pickWithKeyboard = async (canvasElement: HTMLElement, option: string) => {
  control(canvasElement).focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await page(canvasElement).findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
};

/**
 * A closed status asks first (issue 43): Cancelar (or Escape) keeps the status; "Cambiar el estado" changes it with
 * the reason typed, trimmed; without a reason, onChange gets the status alone.
 */
export const ClosedAsksConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    await pickWithKeyboard(canvasElement, 'Desestimado');
    let dialog = await screen.findByRole('dialog', { name: '¿Cambiar el estado a «Desestimado»?' });
    await expect(dialog).toHaveTextContent('«Desestimado» cierra el proyecto: deja de ser candidato del optimizador.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(control(canvasElement)).toHaveAccessibleName('Estado: Ejecución');
    await waitFor(() => expect(control(canvasElement)).toHaveFocus());

    await pickWithKeyboard(canvasElement, 'Desestimado');
    dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(control(canvasElement)).toHaveFocus());

    await pickWithKeyboard(canvasElement, 'Desestimado');
    dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    await expect(reason).toHaveValue('');
    await userEvent.type(reason, '  Sin terreno disponible ');
    await expect(reason).toHaveValue('  Sin terreno disponible ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar el estado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('Desestimado', 'Sin terreno disponible');
    await expect(control(canvasElement)).toHaveAccessibleName('Estado: Desestimado');
    // The closed dialog gives focus back to the control (it went to the page before: the option that opened the
    // dialog is gone by then), a frame after the dialog leaves; then left, as Default leaves it, for the screenshot.
    await waitFor(() => expect(control(canvasElement)).toHaveFocus());
    control(canvasElement).blur();
  },
};

/** Confirmed without a reason: the status alone; a reason over 500 characters is refused in the dialog. */
export const ClosedWithoutReason: Story = {
  args: { value: 'Presupuesto Asignado' },
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    await pickWithKeyboard(canvasElement, 'Finalizado');
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar el estado a «Finalizado»?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' });
    reason.focus();
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar el estado' }));
    await expect(
      await within(dialog).findByText('El motivo del cambio de estado no puede superar los 500 caracteres.'),
    ).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar el estado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('Finalizado');
    await waitFor(() => expect(control(canvasElement)).toHaveFocus());
    control(canvasElement).blur();
  },
};

export const Playground: Story = {
  args: { value: 'Priorizado' },
  play: async ({ canvasElement, args }) => {
    // Choosing the status already shown changes nothing.
    await userEvent.click(control(canvasElement));
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(within(listbox).getByRole('option', { name: 'Priorizado' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    control(canvasElement).blur();
  },
};

/** The list as it opens from the keyboard (ArrowDown): every status as its pill, the current one ticked and active. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    control(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    const current = within(listbox).getByRole('option', { name: 'Ejecución' });
    await waitFor(() => expect(current).toHaveAttribute('data-active-item'));
  },
};

/** A click outside closes the list without choosing; so does Escape. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(control(canvasElement));
    let listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.click(control(canvasElement));
    listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(control(canvasElement)).toHaveAccessibleName('Estado: Ejecución');
    control(canvasElement).blur();
  },
};

/** The confirmation as it opens, for the screenshot: the dialog with its empty reason. */
export const ClosedConfirmationDialog: Story = {
  play: async ({ canvasElement }) => {
    await pickWithKeyboard(canvasElement, 'Finalizado');
    await page(canvasElement).findByRole('dialog', { name: '¿Cambiar el estado a «Finalizado»?' });
  },
};

/** A project without a status (or with one the tenant no longer lists) shows the first status of the list. */
export const MissingValue: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement)).toHaveAccessibleName('Estado: Identificado');
  },
};

/** A viewer sees the pill and no control. */
export const ReadOnly: Story = {
  args: { readOnly: true, value: 'Presupuesto Asignado' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Estado: Presupuesto Asignado');
  },
};

/** A change is being saved: the control keeps focus but does not open. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const trigger = control(canvasElement);
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(trigger);
    await expect(page(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** A tenant with an empty status list: the control renders nothing. */
export const Empty: Story = {
  args: { statuses: [], value: 'Ejecución' },
  play: async ({ canvasElement }) => {
    // Only the theme wrapper of the preview is there: no control, no pill, no text.
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
    await expect(canvasElement.querySelector('[data-tone]')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/** A tenant's own status outside the six of the spec: shown in the neutral style, as StatusPill does. */
export const CustomStatus: Story = {
  args: {
    statuses: [{ value: 'en_revision', label: 'En revisión técnica' }, ...DEFAULT_PROJECT_STATUSES.slice(0, 4)],
    value: 'en_revision',
  },
  play: async ({ canvasElement }) => {
    const trigger = control(canvasElement);
    await expect(trigger).toHaveAccessibleName('Estado: En revisión técnica');
    await expect(trigger.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
  },
};
