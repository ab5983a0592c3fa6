import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoTenants } from '@siipro/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GeneralSettings, type GeneralSettingsValues } from './GeneralSettings';

const cenit = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!;
const obras = demoTenants.find((tenant) => tenant.slug === 'obras-publicas')!;

const settingsOf = (tenant: typeof cenit): GeneralSettingsValues => ({
  name: tenant.name,
  slug: tenant.slug,
  logo: tenant.logo,
  siteUrl: tenant.siteUrl,
  plan: tenant.plan,
  defaultLanguage: tenant.defaultLanguage,
  createdAt: tenant.createdAt,
  configJson: tenant.configJson as Record<string, unknown>,
  publicPortal: false,
  oc4idsPrefix: null,
});

const meta = {
  title: 'Pantallas/GeneralSettings',
  component: GeneralSettings,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '"Configuración del Tenant" (platform.md §2, §4, §5): a read view with Editar; an edit view with Cancelar ' +
          '(restores the values and the JSON) and "Guardar Cambios" ("Guardando..." while saving). Logo and site ' +
          'are links, the plan a badge (premium purple, basic blue, free grey), the creation date es-ES. The ' +
          'configuration is a 20-row text area indented by 2, validated on blur ("JSON inválido", red outline); ' +
          'saving with invalid JSON is refused with its message.',
      },
    },
  },
  args: { settings: settingsOf(cenit), onSave: fn(async () => true) },
} satisfies Meta<typeof GeneralSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configuración del Tenant' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://cenit.example.gob.ar' })).toHaveAttribute(
      'href',
      'https://cenit.example.gob.ar',
    );
    await expect(canvas.getByText('Premium')).toHaveAttribute('data-plan', 'premium');
    // Values as words, with the stored code (issue 43).
    await expect(canvas.getByText('Español (es)')).toBeVisible();
    // es-ES: day/month/year.
    await expect(canvas.getByText('15/10/2024')).toBeVisible();
    await expect(canvas.getByLabelText('Configuración (JSON)')).toHaveTextContent('"projectStatus": [');
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible();
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  args: { settings: { ...settingsOf(obras), logo: 'https://obraspublicas.example.gob.ar/logo.png' } },
};

export const Editing: Story = {
  tags: ['responsive'],
  args: { defaultEditing: true, settings: settingsOf(obras) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Obras Públicas');
    await expect(canvas.getByRole('combobox', { name: 'Plan' })).toHaveValue('basic');
    const json = canvas.getByRole('textbox', { name: 'Configuración (JSON)' });
    await expect(json).toHaveAttribute('rows', '20');
    // Indented by 2.
    await expect((json as HTMLTextAreaElement).value).toMatch(/^\{\n {2}"projectStatus"/);
    // Beside it, what each status role means and does to the optimizer (issue 43), read as the field's description.
    await expect(json).toHaveAccessibleDescription(
      /«candidate».*«execution».*compromiso.*«closed».*nunca es candidato/,
    );
    await expect(canvas.getByRole('button', { name: 'Guardar Cambios' })).toBeVisible();
  },
};

/** Editar, change the name and the plan, Guardar Cambios: the changes go out and the view reads again. */
export const EditAndSave: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, 'CENIT Demo Norte');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Plan' }), 'basic');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Logo URL' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'CENIT Demo Norte', plan: 'basic', logo: null, defaultLanguage: 'es' }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible());
  },
};

/** "Portal público" (issue 45): a switch, off by default, and the OC4IDS prefix; both go out with Guardar Cambios. */
export const TurnOnPublicPortal: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Portal públicoNo');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    const portal = canvas.getByRole('switch', { name: 'Portal público' });
    await expect(portal).not.toBeChecked();
    await expect(portal).toHaveAccessibleDescription(
      'Muestra los proyectos publicados a cualquier persona, sin iniciar sesión.',
    );
    await userEvent.click(portal);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prefijo de identificador OC4IDS' }), 'oc4ids-bu3kcz');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ publicPortal: true, oc4idsPrefix: 'oc4ids-bu3kcz' }),
    );
  },
};

/** Cancelar restores the values and the JSON. */
export const CancelRestores: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), ' (prueba)');
    const json = canvas.getByRole('textbox', { name: 'Configuración (JSON)' });
    await userEvent.clear(json);
    await userEvent.type(json, '{{"roto": ');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByText('CENIT Demo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('CENIT Demo');
    await expect(canvas.getByRole('textbox', { name: 'Configuración (JSON)' })).not.toHaveAttribute('aria-invalid');
    await expect(
      (canvas.getByRole('textbox', { name: 'Configuración (JSON)' }) as HTMLTextAreaElement).value,
    ).toContain('"zoom": 4');
  },
};

/** Invalid JSON: "JSON inválido" on blur with a red outline; Guardar Cambios is refused with its message. */
export const InvalidJson: Story = {
  args: { defaultEditing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const json = canvas.getByRole('textbox', { name: 'Configuración (JSON)' });
    await userEvent.clear(json);
    await userEvent.type(json, '{{"projectStatus": [[}');
    await expect(canvas.queryByText('JSON inválido')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText('JSON inválido')).toBeVisible();
    await expect(json).toHaveAttribute('aria-invalid', 'true');
    // The error first, then the status roles' hint.
    await expect(json).toHaveAccessibleDescription(/^JSON inválido El «role» de cada estado/);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor corrige los errores de JSON antes de guardar');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A free plan (grey badge) without logo or site: a dash instead of a link. */
export const FreePlanWithoutLinks: Story = {
  args: { settings: { ...settingsOf(obras), plan: 'free', logo: null, siteUrl: null, defaultLanguage: 'es-AR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gratuito')).toHaveAttribute('data-plan', 'free');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Saving: Story = {
  tags: ['no-screenshot'],
  args: { defaultEditing: true, saving: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Guardando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the save (here: a status still in use); the edit view stays with its message. */
export const SaveRefused: Story = {
  args: {
    defaultEditing: true,
    saveError: 'No se puede quitar el estado Ejecución: lo usan 52 proyectos.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('lo usan 52 proyectos');
  },
};

/** A refusal belongs to its save: after Cancelar, a new edit starts without it. */
export const RefusalClearsOnNewEdit: Story = {
  tags: ['no-screenshot'],
  args: { defaultEditing: true, saveError: 'No se puede quitar el estado Ejecución: lo usan 52 proyectos.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** While loading: the rows' labels with grey values, in the place the settings will take. */
export const Loading: Story = {
  args: { settings: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Editar' })).toBeNull();
  },
};

export const LoadError: Story = {
  tags: ['no-screenshot'],
  args: { settings: null, loadError: 'Error al cargar la información del tenant' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error al cargar la información del tenant',
    );
  },
};
