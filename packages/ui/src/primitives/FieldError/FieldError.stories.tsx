import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { interpolate, messages } from '@siipro/domain';
import { FieldError } from './FieldError';

const meta = {
  title: 'Primitivas/FieldError',
  component: FieldError,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The error of one field, under it: the danger colour with the error icon (never colour alone). The field ' +
          'points at it with `aria-describedby` and sets `aria-invalid`; `announce` also makes it an alert, for an ' +
          'error the server sends after submitting.',
      },
    },
  },
  args: { id: 'correo-error', children: messages.validation.emailInvalid },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.25rem', maxWidth: '20rem' }}>
      <label htmlFor="correo">Correo electrónico</label>
      <input id="correo" type="email" defaultValue="ana@" aria-invalid aria-describedby={args.id} />
      <FieldError {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Correo electrónico');
    await expect(field).toHaveAccessibleDescription(messages.validation.emailInvalid);
    await expect(field).toBeInvalid();
    // Not an alert unless asked: the field's description is how it is read.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};

export const Playground: Story = {
  args: { announce: false, children: messages.optimizer.scenarios.nameRequired },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(String(args.children))).toBeVisible();
  },
};

export const Announced: Story = {
  args: { announce: true, children: messages.optimizer.scenarios.saveError },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.optimizer.scenarios.saveError);
  },
};

export const LongText: Story = {
  args: { children: interpolate(messages.optimizer.scenarios.nameTooLong, { max: 120 }) },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <FieldError {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no puede superar los 120 caracteres/)).toBeVisible();
  },
};
