import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@siipro/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { OrganizationForm } from './OrganizationForm';

const rules = messages.organizationForm.validation;

/** The longest real name of the demo's organisations, and a responsible person. */
const stored = {
  name: 'Instituto Provincial de Desarrollo Habitacional de Misiones',
  description:
    'Planifica y ejecuta la política de vivienda social de la provincia de Misiones: barrios, mejoramientos ' +
    'habitacionales y regularización dominial en los 77 municipios.',
  responsableName: 'Gabriela Ruiz',
  responsableEmail: 'gabriela.ruiz@iprodha.example.gob.ar',
};

const meta = {
  title: 'Pantallas/OrganizationForm',
  component: OrganizationForm,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The organisation form (issue 42): name, description and the responsible person’s name and e-mail, checked ' +
          'with the API’s own schema once a field is left and all together on submit. Create sends the whole body; ' +
          'edit only the changed fields (the page adds the version).',
      },
    },
  },
  args: { mode: 'create', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof OrganizationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo organismo' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Crear organismo' })).toBeVisible();
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  args: { initialValues: stored },
};

/** Typed like a person: the body goes out trimmed, the e-mail in lower case, an empty description as null. */
export const TypeAndSubmit: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre/ }), '  Ente Provincial del Agua  ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Carlos Giménez');
    await userEvent.tab();
    await userEvent.keyboard('Carlos.Gimenez@EPA.example.gob.ar');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear organismo' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ente Provincial del Agua',
      description: null,
      responsableName: 'Carlos Giménez',
      responsableEmail: 'carlos.gimenez@epa.example.gob.ar',
    });
  },
};

/** The errors: an empty name and a bad e-mail, beside their fields; focus on the first; nothing sent. */
export const ErrorsShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Correo de la persona responsable' });
    await userEvent.type(email, 'gabriela.ruiz@');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(rules.responsableEmailInvalid);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear organismo' }));
    const name = canvas.getByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(rules.nameRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { initialValues: stored, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Guardando...' })).toHaveAttribute('aria-busy', 'true');
    // Cancelar waits for the save and says why (issue 43).
    const cancel = canvas.getByRole('button', { name: 'Cancelar' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription('Guardando...');
  },
};

/** The API refused: a name already taken lands beside the name; a 409 is said above the buttons. */
export const ServerError: Story = {
  args: {
    initialValues: stored,
    serverError: {
      status: 400,
      message: 'Ya existe un organismo llamado «Instituto Provincial de Desarrollo Habitacional de Misiones».',
      details: [
        {
          path: 'name',
          message: 'Ya existe un organismo llamado «Instituto Provincial de Desarrollo Habitacional de Misiones».',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Nombre/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Ya existe un organismo llamado'));
    await userEvent.type(name, ' (IPRODHA)');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerConflict: Story = {
  tags: ['no-screenshot'],
  args: {
    mode: 'edit',
    initialValues: stored,
    serverError: { status: 409, message: 'Otra persona cambió este organismo: vuelve a abrirlo para ver sus cambios.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Otra persona cambió este organismo');
  },
};

/** Edit mode: only what changed goes out. */
export const EditMode: Story = {
  args: { mode: 'edit', initialValues: stored },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar organismo' })).toBeVisible();
    const person = canvas.getByRole('textbox', { name: 'Persona responsable' });
    await userEvent.clear(person);
    await userEvent.type(person, 'Juan Pérez');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ responsableName: 'Juan Pérez' });
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  tags: ['responsive'],
  args: { mode: 'edit', initialValues: stored },
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
