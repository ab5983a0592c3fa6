import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as field from '../../styles/formField.css';
import { FormField } from './FormField';

const meta = {
  title: 'Patrones/FormField',
  component: FormField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One field of an intake form (projects, organisations, location, relations): its label, or a fieldset’s ' +
          'legend for a group, the control, a hint under it and its Spanish error (FieldError). The control is ' +
          'given its id, `aria-invalid`, `aria-describedby` (hint and error) and `aria-required`, so a screen reader ' +
          'reads them when it takes focus; a required field’s label carries an asterisk.',
      },
    },
  },
  args: {
    label: 'Nombre',
    hint: 'Como figura en el expediente.',
    required: true,
    error: null,
    children: (control) => <input {...control} className={field.input} defaultValue="Acueducto del Norte" />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required text field with its hint: the input is named by the label and described by the hint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Como figura en el expediente.');
    await expect(input).not.toBeInvalid();
  },
};

/** Try the label, hint, error and required mark. */
export const Playground: Story = {
  args: { label: 'Código', hint: undefined, required: false },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Código' });
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

/** With an error: the input is invalid and described by the hint and the error. */
export const WithError: Story = {
  args: { error: 'Escribe el nombre del proyecto.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Como figura en el expediente. Escribe el nombre del proyecto.');
  },
};

/** A group of controls: a fieldset whose legend is the label, described by the error. */
export const Group: Story = {
  args: {
    label: 'Características',
    hint: undefined,
    required: false,
    group: true,
    error: 'Elige al menos una.',
    children: () => (
      <>
        <label>
          <input type="checkbox" /> Proyecto verde
        </label>
        <label>
          <input type="checkbox" /> Perspectiva de género
        </label>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Características' });
    await expect(group).toHaveAccessibleDescription('Elige al menos una.');
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
  },
};
