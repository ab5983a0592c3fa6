import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field, FieldList } from '../FieldList';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Patrones/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A card whose heading (h2) is a button that shows or hides its content (aria-expanded, aria-controls). ' +
          'Open at first unless `defaultOpen` is false: the side panel\'s "Detalles" and "Ubicación" start open, an ' +
          'organisation\'s "Adjuntos" starts closed.',
      },
    },
  },
  args: {
    title: 'Detalles',
    defaultOpen: true,
    children: (
      <FieldList>
        <Field label="Código">ministerio-de-infraestructura</Field>
        <Field label="Fecha de creación">04/11/2024</Field>
      </FieldList>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the button says so and the content shows; a click closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Detalles' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('ministerio-de-infraestructura')).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('ministerio-de-infraestructura')).not.toBeVisible();
    await userEvent.click(toggle);
    toggle.blur();
  },
};

export const Playground: Story = {};

/** Closed at first; Enter on the heading's button opens it. */
export const Closed: Story = {
  args: {
    title: 'Adjuntos',
    defaultOpen: false,
    children: (
      <ul>
        <li>Plantilla de proyectos.xlsx</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Adjuntos' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Plantilla de proyectos.xlsx')).not.toBeVisible();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Plantilla de proyectos.xlsx')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    toggle.blur();
  },
};
