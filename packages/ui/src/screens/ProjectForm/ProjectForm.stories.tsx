import type { Meta, StoryObj } from '@storybook/react-vite';
import { FUNDING_SOURCES, messages, SDGS, SECTOR_NAMES } from '@siipro/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { waitForMapTiles } from '../../testing/maps';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { ProjectForm, type ProjectFormProps } from './ProjectForm';
import { sampleOrganizations, samplePrograms, sampleProjectSource, sampleStatuses } from './ProjectForm.samples';

const rules = messages.projectForm.validation;

/**
 * Back to the page's top after a play that scrolled to the buttons: the screenshot then shows the live score beside
 * the first sections, where a person first sees it (the panel is sticky), laid out afresh. Once scrolled and back,
 * Chromium drew the panel's borders half a pixel apart from run to run (its screenshots flaked: the same DOM, two
 * images); unstuck and stuck again, it draws as a panel that never moved, every time.
 */
async function scrollToTop(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView!;
  const nextFrame = () =>
    new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));
  view.scrollTo(0, 0);
  const panel = canvasElement.querySelector<HTMLElement>('[data-score-preview]');
  if (!panel) return;
  panel.style.position = 'static';
  await nextFrame();
  panel.style.position = '';
  await nextFrame();
}

const meta = {
  title: 'Pantallas/ProjectForm',
  component: ProjectForm,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The project and program form (issue 42): every field a person enters, in sections, beside the score the ' +
          'project will get. Each field is checked with the API’s own rule (domain’s projectForm) once it is left, ' +
          'all of them on submit (focus goes to the first bad field); a 400’s details land beside their fields. ' +
          'Numbers are typed the Argentine way (1.500.000,50). Create sends POST’s whole body; edit sends only the ' +
          'changed fields and the version.',
      },
    },
  },
  args: {
    mode: 'create',
    type: 'proyecto',
    statuses: sampleStatuses,
    organizations: sampleOrganizations,
    programs: samplePrograms,
    onSubmit: fn(),
    onCancel: fn(),
  } as ProjectFormProps,
} satisfies Meta<typeof ProjectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new project: the tenant's first status, pesos, a score of 0 with every criterion missing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo proyecto' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Estado/ })).toHaveValue('Identificado');
    await expect(canvas.getByRole('combobox', { name: /^Moneda/ })).toHaveValue('ARS');
    await expect(canvas.getByRole('combobox', { name: 'Programa' })).toHaveValue('');
    const score = canvasElement.querySelector<HTMLElement>('[data-score-preview]')!;
    await expect(within(score).getAllByText('Dato faltante')).toHaveLength(7);
    await waitForMapTiles(canvasElement);
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  args: { submitting: false },
};

/** The longest real values, a budget with cents and a placed pin: what an edit of a complete project opens with. */
export const Filled: Story = {
  args: { initialValues: sampleProjectSource },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Presupuesto/ })).toHaveValue('18.750.000.000,5');
    await expect(canvas.getByRole('textbox', { name: 'Latitud' })).toHaveValue('-29,9036');
    await expect(canvas.getByRole('img', { name: 'Marcador de la ubicación: -29,9036, -63,7238' })).toBeVisible();
    const score = canvasElement.querySelector<HTMLElement>('[data-score-preview]')!;
    await expect(within(score).queryByText('Dato faltante')).toBeNull();
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear proyecto' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'proyecto',
        budgetAmount: 18_750_000_000.5,
        latitude: -29.9036,
        organizationIds: [sampleOrganizations[0]!.id, sampleOrganizations[3]!.id],
        programId: samplePrograms[0]!.id,
        isGreen: true,
      }),
    );
    await scrollToTop(canvasElement);
  },
};

/** Typed like a person: name, budget with cents, an SDG, coordinates; the score moves and the body goes out. */
export const TypeAndSubmit: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Puente sobre el río Salado');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Organismo responsable' }),
      'Municipalidad de Rosario',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vialidad Provincial de Córdoba' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Presupuesto/ }), '1.500.000,50');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Beneficiarios' }), '12.000');
    await userEvent.click(canvas.getByRole('checkbox', { name: SDGS[8]! }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Etapa de avance' }), 'Pliego licitatorio');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Latitud' }), '-32,9468');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Longitud' }), '-60.6393');
    await expect(canvas.getByRole('img', { name: 'Marcador de la ubicación: -32,9468, -60.6393' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^TIR/ }), '25');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Proyecto verde' }), 'Sí');
    const score = canvasElement.querySelector<HTMLElement>('[data-score-preview]')!;
    // TIR 40 + stage 22 + 1 SDG 2,5 + green 6 + beneficiaries (12.000 for 1,5 M: the best ratio) 12 = 82,5.
    await expect(score).toHaveTextContent('83/100');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear proyecto' }));
    const rosario = sampleOrganizations.find((organization) => organization.name === 'Municipalidad de Rosario')!;
    const vialidad = sampleOrganizations.find(
      (organization) => organization.name === 'Vialidad Provincial de Córdoba',
    )!;
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'proyecto',
      name: 'Puente sobre el río Salado',
      description: null,
      organizationIds: [rosario.id, vialidad.id],
      programId: null,
      status: 'Identificado',
      priority: null,
      sector: null,
      executingArea: null,
      fundingSource: null,
      budgetAmount: 1_500_000.5,
      budgetCurrencyCode: 'ARS',
      budgetDate: null,
      expectedExecutionMonths: null,
      beneficiaryCount: 12_000,
      expectedBenefits: null,
      sdgTargets: [SDGS[8]],
      landAvailability: null,
      environmentalStudy: null,
      economicEvaluation: null,
      progressStage: 'Pliego licitatorio',
      projectCode: null,
      addressLine1: null,
      latitude: -32.9468,
      longitude: -60.6393,
      tir: 25,
      isGreen: true,
      hasGenderDiversity: null,
      hasSpecificFunds: null,
      province: null,
      plannedStart: null,
      alternativeGroup: null,
    });
  },
};

/**
 * Errors while typing (after a field is left) and all of them on submit: the Spanish reason beside each field, its
 * aria-invalid and description, and focus on the first bad field. Nothing is sent.
 */
export const ErrorsShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const budget = canvas.getByRole('textbox', { name: /^Presupuesto/ });
    await userEvent.type(budget, '1.500,555');
    await expect(canvas.queryByText(rules.budgetCents)).toBeNull();
    await userEvent.tab();
    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await expect(budget).toHaveAccessibleDescription(expect.stringContaining(rules.budgetCents));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meses de ejecución' }), '12,5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Latitud' }), '-34,6');
    await userEvent.type(canvas.getByRole('textbox', { name: /^TIR/ }), 'alta');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear proyecto' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(rules.nameRequired);
    await expect(canvas.getByRole('textbox', { name: 'Longitud' })).toHaveAccessibleDescription(
      rules.coordinatesPaired,
    );
    await expect(canvas.getByRole('textbox', { name: 'Meses de ejecución' })).toHaveAccessibleDescription(
      'Los meses de ejecución deben ser un número entero entre 1 y 600.',
    );
    await expect(canvas.getByRole('textbox', { name: /^TIR/ })).toHaveAccessibleDescription(
      expect.stringContaining('La TIR debe ser un porcentaje entre -100 y 1000.'),
    );
    const summary = canvas.getAllByRole('alert').find((alert) => alert.textContent?.startsWith('Revisa'));
    await expect(summary).toHaveTextContent('Revisa los campos marcados: 5 tienen errores.');
    // Fixing a field removes its error as it is typed.
    await userEvent.type(name, 'Defensa costera de Mar del Plata');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await waitForMapTiles(canvasElement);
  },
};

export const Submitting: Story = {
  args: { initialValues: sampleProjectSource, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Guardando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Cancelar waits for the save and says why (issue 43), as its description (and in a tooltip, as Button's).
    const cancel = canvas.getByRole('button', { name: 'Cancelar' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription('Guardando...');
    await userEvent.click(cancel);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitForMapTiles(canvasElement);
  },
};

/** The API refused the body (400): its details land beside their fields until they are changed. */
export const ServerError: Story = {
  args: {
    initialValues: sampleProjectSource,
    serverError: {
      status: 400,
      message: 'Los datos enviados no son válidos.',
      details: [
        { path: 'projectCode', message: 'Ya existe otro proyecto con el código «CEN-2026-0001».' },
        { path: 'organizationIds.1', message: rules.organizationUnknown },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: /^Código/ });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining('«CEN-2026-0001»'));
    await expect(canvas.getByRole('combobox', { name: 'Organismo responsable' })).toHaveAccessibleDescription(
      rules.organizationUnknown,
    );
    await userEvent.type(code, '-B');
    await expect(code).not.toHaveAttribute('aria-invalid');
    await waitForMapTiles(canvasElement);
  },
};

/** Someone else saved first (409): the conflict is said above the buttons, and nothing the person typed is lost. */
export const Conflict: Story = {
  tags: ['no-screenshot'],
  args: {
    mode: 'edit',
    version: 3,
    initialValues: sampleProjectSource,
    serverError: { status: 409, message: 'El proyecto cambió desde que lo abriste.' },
  } as ProjectFormProps,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.projectForm.conflict);
  },
};

/** Edit mode: only the changed fields go out, with the version read. */
export const EditMode: Story = {
  args: { mode: 'edit', version: 3, initialValues: sampleProjectSource } as ProjectFormProps,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar proyecto' })).toBeVisible();
    await waitForMapTiles(canvasElement);
    const budget = canvas.getByRole('textbox', { name: /^Presupuesto/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, '20.000.000.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ budgetAmount: 20_000_000_000, version: 3 });
    await scrollToTop(canvasElement);
  },
};

/**
 * A number field says what it understood while it is typed (issue 43): "Se entiende" with the es-AR money for text it
 * reads; for text it cannot read, its own message until the field is left, then only the field's error beside it.
 */
export const AmountUnderstood: Story = {
  tags: ['no-screenshot'],
  args: { mode: 'edit', version: 3, initialValues: sampleProjectSource } as ProjectFormProps,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const budget = canvas.getByRole('textbox', { name: /^Presupuesto/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, 'mucho');
    const unreadable = 'No se entiende «mucho» como número. Escribe, por ejemplo, 1.500.000,50 o 50 mil millones.';
    await expect(budget).toHaveAccessibleDescription(expect.stringContaining(unreadable));
    await expect(budget).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    // Left, the field's own error takes over: one message, not two.
    await expect(canvas.getByText(rules.budgetNotNumber)).toBeVisible();
    await expect(canvas.queryByText(unreadable)).toBeNull();
    await userEvent.clear(budget);
    await userEvent.type(budget, '1.234.567,89');
    await expect(canvas.getByText('Se entiende: ARS 1.234.567,89')).toBeVisible();
    await expect(budget).toHaveAccessibleDescription(expect.stringContaining('Se entiende: ARS 1.234.567,89'));
    await expect(budget).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(rules.budgetNotNumber)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ budgetAmount: 1_234_567.89, version: 3 });
  },
};

/** Nothing changed: Guardar says so instead of sending. */
export const EditUnchanged: Story = {
  tags: ['no-screenshot'],
  args: { mode: 'edit', version: 3, initialValues: sampleProjectSource } as ProjectFormProps,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.projectForm.noChanges);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A program: no Programa field, and Crear programa sends type programa. */
export const ProgramType: Story = {
  args: { type: 'programa' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo programa' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Programa' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Programa Provincial de Agua Segura');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear programa' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'programa', name: 'Programa Provincial de Agua Segura' }),
    );
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).not.toHaveProperty('programId');
    await waitForMapTiles(canvasElement);
    await scrollToTop(canvasElement);
  },
};

/** Cancelar hands back without sending. */
export const Cancel: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Borrador');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** At 360 px the sections and the score stack in one column, nothing scrolls sideways. */
export const Narrow: Story = {
  ...atNarrowWidth,
  tags: ['responsive'],
  args: { initialValues: sampleProjectSource },
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** The values the tenant already uses, as the app passes them (the list's facets). */
const suggestions = {
  sectors: SECTOR_NAMES,
  executingAreas: ['Dirección de Obras Hidráulicas', 'Dirección de Vialidad', 'Secretaría de Energía'],
  fundingSources: FUNDING_SOURCES,
};

/** Typing part of a sector in use drops the sectors that contain it, accents aside ("energia" finds Energía). */
async function typeSector(canvasElement: HTMLElement, text: string, expected: readonly string[]) {
  const sector = within(canvasElement).getByRole('combobox', { name: 'Sector' });
  await userEvent.type(sector, text);
  const list = await within(canvasElement.ownerDocument.body).findByRole('listbox', {
    name: 'Sector: valores en uso',
  });
  await waitFor(() => expect(list).toBeVisible());
  await expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(expected);
}

/** The sector field with its suggestions open: the tenant's sectors that answer what was typed. */
export const Suggestions: Story = {
  args: { suggestions },
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await typeSector(canvasElement, 'energia', ['Energía']);
    const sector = within(canvasElement).getByRole('combobox', { name: 'Sector' });
    await userEvent.clear(sector);
    await typeSector(
      canvasElement,
      'a',
      SECTOR_NAMES.filter((name) => name.toLowerCase().includes('a')),
    );
  },
};

/** The same at 360 px: the list is as wide as the field and stays on the screen. */
export const SuggestionsNarrow: Story = {
  ...atNarrowWidth,
  tags: ['responsive'],
  args: { suggestions },
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await typeSector(canvasElement, 'tr', ['Transporte']);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
