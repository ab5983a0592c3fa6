import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AmountInput, type AmountInputProps } from './AmountInput';

/** A labelled input that keeps what is typed, as a form would. */
function Field({ label = 'Presupuesto disponible (ARS)', ...props }: Partial<AmountInputProps> & { label?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ display: 'grid', gap: '0.25rem', maxWidth: '20rem' }}>
      <label htmlFor="monto">{label}</label>
      <AmountInput {...props} id="monto" value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Pantallas/AmountInput',
  component: AmountInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Un campo de dinero o número que lee lo que escribe una persona en la Argentina: puntos de miles, coma ' +
          'decimal y montos en palabras («50 mil millones»). Mientras se escribe, la línea de abajo dice el valor ' +
          'que entendió; un texto que no es un número se rechaza con un mensaje y nunca se recorta. `error` muestra ' +
          'una regla de quien lo usa (un mínimo, un entero) en lugar de lo entendido.',
      },
    },
  },
  args: { value: '', onChange: () => undefined, currency: 'ARS' },
  render: (args) => <Field {...args} />,
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { value: '1.500.000,50' } };

/** The es-AR thousands dots of the issue: 50.000.000.000 is fifty thousand million, never 50. */
export const ThousandsDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Presupuesto disponible (ARS)' });
    await userEvent.type(input, '50.000.000.000');
    await expect(input).toHaveValue('50.000.000.000');
    await expect(input).toHaveAccessibleDescription('Se entiende: ARS 50.000.000.000');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const InWords: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '1,5 millones');
    await expect(input).toHaveAccessibleDescription('Se entiende: ARS 1.500.000');
  },
};

export const WithCents: Story = { args: { value: '987.654.321.098,76' } };

export const Unreadable: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '50.000.00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'No se entiende «50.000.00» como número. Escribe, por ejemplo, 1.500.000,50 o 50 mil millones.',
    );
    await expect(input).toHaveValue('50.000.00');
  },
};

/** A rule of the caller's is shown instead of what was understood. */
export const CallersError: Story = {
  args: { value: '0', error: 'El presupuesto disponible debe ser un número mayor que 0.' },
};

/** A count, without currency. */
export const Count: Story = {
  args: { value: '12.500', currency: null },
  render: (args) => <Field {...args} label="Beneficiarios" />,
};
