import type { Meta, StoryObj } from '@storybook/react-vite';
import { interpolate, messages, PROJECT_CODE_MAX_LENGTH } from '@siipro/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { waitForMapTiles } from '../../testing/maps';
import { Grid } from '../../primitives/Grid';
import { sampleOrganizations, samplePrograms } from '../ProjectForm/ProjectForm.samples';
import { ProjectSidePanel, type ProjectSidePanelEdit } from './ProjectSidePanel';
import {
  completeDetail,
  editableDetail,
  incompleteDetail,
  mapHrefOf,
  programDetail,
  programHrefOf,
} from './ProjectSidePanel.samples';

/** The value (dd) of the field labelled `label` (dt). */
const valueOf = (canvasElement: HTMLElement, label: string) => {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

const toggle = (canvasElement: HTMLElement, name: 'Clasificación' | 'Detalles' | 'Ubicación') =>
  within(canvasElement).getByRole('button', { name });

const meta = {
  title: 'Pantallas/ProjectSidePanel',
  component: ProjectSidePanel,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          "The right column of a project's detail page (portfolio.md §2.5). **Clasificación** (issue 42): code, " +
          'organisations (the lead one first), priority, sector, executing area, progress stage. ' +
          '**Detalles**: program link, budget in ' +
          'es-AR money, budget date, funding source, months, beneficiaries, expected benefits and SDGs (lists when ' +
          'several), evaluations, author with avatar, creation date. **Ubicación**: address, a mini map at zoom 10 ' +
          '(marker with popup, no wheel zoom) and "Ver en el mapa", or "Sin coordenadas para mostrar el mapa". Both ' +
          'sections are disclosure buttons (`aria-expanded`), open at first. A missing value shows "-" (read ' +
          '"Sin datos"). The page passes `programHref` and `mapHref`, built with domain\'s `paths`. With `edit` ' +
          "(projects:edit, issue 42) each section has an **Editar** that turns it into the project form's own " +
          'fields and rules (budget typed the es-AR way), with the score those values would give; Guardar Cambios ' +
          'sends the changed fields and the version read, a 409 says someone else saved first and offers Recargar, ' +
          'Escape or Cancelar leave it. Without `edit` (a viewer) the panel only reads.',
      },
    },
  },
  args: {
    project: completeDetail,
    programHref: programHrefOf(completeDetail),
    mapHref: mapHrefOf(completeDetail),
  },
  // As on the detail page: 4 of 12 columns on a large screen, the whole width on a phone.
  decorators: [
    (Story) => (
      <Grid columns={{ default: 3, compact: 1 }} space="6">
        {Story()}
      </Grid>
    ),
  ],
} satisfies Meta<typeof ProjectSidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    // Without `edit` (a viewer) nothing is editable.
    await expect(canvas.queryByRole('button', { name: /^Editar/ })).toBeNull();
    await expect(toggle(canvasElement, 'Clasificación')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(canvasElement, 'Detalles')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(canvasElement, 'Ubicación')).toHaveAttribute('aria-expanded', 'true');

    await expect(valueOf(canvasElement, 'Código')).toHaveTextContent(/^CEN-2026-0001$/);
    await expect(
      within(valueOf(canvasElement, 'Organismos'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ministerio de Infraestructura']);
    await expect(valueOf(canvasElement, 'Prioridad')).toHaveTextContent(/^Alta$/);
    await expect(valueOf(canvasElement, 'Sector')).toHaveTextContent(/^Agua y Saneamiento$/);
    await expect(valueOf(canvasElement, 'Área ejecutora')).toHaveTextContent(/^Dirección de Obras Hidráulicas$/);
    await expect(valueOf(canvasElement, 'Etapa de avance')).toHaveTextContent(/^Proyecto Ejecutivo$/);

    const program = canvas.getByRole('link', { name: 'Programa Provincial de Agua Segura' });
    await expect(program).toHaveAttribute(
      'href',
      '/cenit-demo/organismos/ministerio-de-infraestructura/programas/programa-provincial-de-agua-segura',
    );
    await expect(valueOf(canvasElement, 'Presupuesto')).toHaveTextContent(/^ARS 18\.750\.000\.000,50$/);
    await expect(valueOf(canvasElement, 'Fecha del presupuesto')).toHaveTextContent(/^15\/03\/2026$/);
    await expect(valueOf(canvasElement, 'Fuente de financiamiento')).toHaveTextContent(/^BID$/);
    await expect(valueOf(canvasElement, 'Meses de ejecución')).toHaveTextContent(/^30$/);
    await expect(valueOf(canvasElement, 'Beneficiarios')).toHaveTextContent(/^48\.500$/);
    const benefits = within(valueOf(canvasElement, 'Beneficios esperados')).getAllByRole('listitem');
    await expect(benefits.map((item) => item.textContent)).toEqual([
      'Acceso a agua segura',
      'Reducción de enfermedades hídricas',
      'Arraigo rural',
    ]);
    await expect(
      within(valueOf(canvasElement, 'Objetivos de Desarrollo Sostenible')).getAllByRole('listitem'),
    ).toHaveLength(4);
    await expect(valueOf(canvasElement, 'Evaluación económica')).toHaveTextContent(/^Costo-beneficio$/);
    await expect(valueOf(canvasElement, 'Disponibilidad de terreno')).toHaveTextContent(/^Disponible$/);
    await expect(valueOf(canvasElement, 'Estudio ambiental')).toHaveTextContent(/^Aprobado$/);
    await expect(valueOf(canvasElement, 'Autor')).toHaveTextContent(/^Gabriela Ruiz$/);
    await expect(valueOf(canvasElement, 'Autor').querySelector('img')).toBeVisible();
    await expect(valueOf(canvasElement, 'Fecha de creación')).toHaveTextContent(/^02\/02\/2026$/);
    await expect(valueOf(canvasElement, 'Dirección')).toHaveTextContent('Ruta Nacional 9 km 870, Villa de María');

    const map = canvas.getByRole('group', { name: /^Mapa de ubicación: Acueducto del Norte Cordobés/ });
    await waitForMapTiles(map);
    const viewOnMap = canvas.getByRole('link', { name: 'Ver en el mapa' });
    await expect(viewOnMap).toHaveAttribute('href', '/cenit-demo/mapa/@-29.903600,-63.723800,14z');
    await expect(canvas.queryByText('Sin coordenadas para mostrar el mapa')).toBeNull();

    // Links navigate client-side through the app's LinkProvider.
    await userEvent.click(viewOnMap);
    await expect(loaded.navigate).toHaveBeenCalledWith('/cenit-demo/mapa/@-29.903600,-63.723800,14z');
    await userEvent.click(program);
    await expect(loaded.navigate).toHaveBeenLastCalledWith(program.getAttribute('href'));
    // No focus ring left on the link for the screenshot.
    program.blur();
  },
};

export const WithoutCoordinates: Story = {
  args: { project: programDetail, programHref: null, mapHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin coordenadas para mostrar el mapa')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Mapa de ubicación/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Ver en el mapa' })).toBeNull();
    // A program has no parent program; its expected benefits are one text, not a list.
    await expect(valueOf(canvasElement, 'Programa')).toHaveTextContent(/^-Sin datos$/);
    await expect(valueOf(canvasElement, 'Beneficios esperados')).toHaveTextContent(
      /^Cobertura universal de agua segura/,
    );
    await expect(within(valueOf(canvasElement, 'Beneficios esperados')).queryByRole('list')).toBeNull();
    await expect(valueOf(canvasElement, 'Presupuesto')).toHaveTextContent(/^ARS 96\.400\.000\.000$/);
  },
};

export const MissingData: Story = {
  args: {
    project: incompleteDetail,
    programHref: programHrefOf(incompleteDetail),
    mapHref: mapHrefOf(incompleteDetail),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every missing value: "-" on screen, "Sin datos" to screen readers.
    for (const label of [
      'Código',
      'Prioridad',
      'Área ejecutora',
      'Programa',
      'Presupuesto',
      'Fecha del presupuesto',
      'Fuente de financiamiento',
      'Meses de ejecución',
      'Beneficiarios',
      'Beneficios esperados',
      'Objetivos de Desarrollo Sostenible',
      'Evaluación económica',
      'Disponibilidad de terreno',
      'Estudio ambiental',
      'Dirección',
    ]) {
      const value = valueOf(canvasElement, label);
      await expect(value, label).toHaveTextContent(/^-Sin datos$/);
      await expect(within(value).getByText('-')).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(valueOf(canvasElement, 'Autor')).toHaveTextContent(/^Federico Herrera$/);
    await expect(valueOf(canvasElement, 'Fecha de creación')).toHaveTextContent(/^28\/10\/2026$/);
    await expect(canvas.getByText('Sin coordenadas para mostrar el mapa')).toBeVisible();
  },
};

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classification = toggle(canvasElement, 'Clasificación');
    const details = toggle(canvasElement, 'Detalles');
    const location = toggle(canvasElement, 'Ubicación');
    await waitForMapTiles(canvasElement);

    // Tab reaches "Clasificación" first (it holds no link), then "Detalles"; Enter closes it and hides its fields.
    await userEvent.tab();
    await expect(classification).toHaveFocus();
    await userEvent.tab();
    await expect(details).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    const detailsContent = canvasElement.ownerDocument.getElementById(details.getAttribute('aria-controls')!)!;
    await expect(detailsContent).not.toBeVisible();
    await expect(canvas.queryByText('Presupuesto')).not.toBeVisible();
    // Space opens it again.
    await userEvent.keyboard(' ');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Presupuesto')).toBeVisible();
    await userEvent.keyboard('{Enter}');

    // The next tab stop is "Ubicación" (the hidden fields' links are skipped); closing it hides the map and its link.
    await userEvent.tab();
    await expect(location).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(location).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Ver en el mapa' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: /^Mapa de ubicación/ })).toBeNull();
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(classification).toHaveAttribute('aria-expanded', 'true');
  },
};

export const MarkerPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    const marker = canvas.getByRole('button', { name: /^Marcador: Acueducto del Norte Cordobés/ });
    await expect(marker).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(marker);
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    const popup = () => canvasElement.ownerDocument.getElementById(marker.getAttribute('aria-controls') ?? '');
    await expect(popup()).toHaveTextContent(completeDetail.name);
    await expect(popup()).toBeVisible();

    // Escape closes it and leaves focus on the marker.
    await userEvent.keyboard('{Escape}');
    await expect(marker).toHaveAttribute('aria-expanded', 'false');
    await expect(marker).toHaveFocus();
    await expect(canvas.queryByText(completeDetail.name)).toBeNull();

    // The keyboard opens it again (left open for the screenshot).
    await userEvent.keyboard('{Enter}');
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    await expect(popup()).toHaveTextContent(completeDetail.name);
  },
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Clasificación' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Detalles' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ubicación' })).toBeVisible();
    if (args.mapHref) await waitForMapTiles(canvasElement);
  },
};

/** The page's section saves, as spies: saved (null) unless a story says otherwise. */
const editOf = (overrides: Partial<ProjectSidePanelEdit> = {}): ProjectSidePanelEdit => ({
  onSave: fn(async () => null),
  onReload: fn(),
  programs: samplePrograms,
  organizations: sampleOrganizations,
  ...overrides,
});

const rules = messages.projectForm.validation;

/** An editor's panel: each section has its "Editar", named after the section. */
export const Editable: Story = {
  args: { project: editableDetail, edit: editOf() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Editar clasificación' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Editar detalles' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Editar ubicación' })).toBeVisible();
    await waitForMapTiles(canvasElement);
  },
};

/** Detalles in edit mode with a budget that is no number: the form's own Spanish error beside it, nothing sent. */
export const EditingDetails: Story = {
  args: { project: editableDetail, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar detalles' }));
    const form = within(canvas.getByRole('form', { name: 'Editar detalles' }));
    // Focus starts on the first field; the stored values are shown as typed (es-AR).
    const program = form.getByRole('combobox', { name: 'Programa' });
    await expect(program).toHaveFocus();
    await expect(program).toHaveValue(editableDetail.programId);
    const budget = form.getByRole('textbox', { name: /^Presupuesto/ });
    await expect(budget).toHaveValue('18.750.000.000,5');
    await expect(canvas.queryByRole('button', { name: 'Editar ubicación' })).toBeNull();

    await userEvent.clear(budget);
    await userEvent.type(budget, 'dieciocho mil millones');
    await userEvent.tab();
    await expect(budget).toHaveAccessibleDescription(expect.stringContaining(rules.budgetNotNumber));
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(form.getByText(messages.projectForm.errorsSummaryOne)).toHaveAttribute('role', 'alert');
    await expect(budget).toHaveFocus();
    await expect(args.edit!.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A save from the keyboard: Escape leaves without saving, then the budget (es-AR, with cents) and the beneficiaries
 * change, the score those values give shows, and Guardar Cambios sends only them with the version read.
 */
export const SaveDetails: Story = {
  tags: ['no-screenshot'],
  args: { project: editableDetail, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editButton = canvas.getByRole('button', { name: 'Editar detalles' });
    await userEvent.click(editButton);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('form', { name: 'Editar detalles' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Editar detalles' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const form = within(canvas.getByRole('form', { name: 'Editar detalles' }));
    const score = () => form.getByText(messages.sidePanel.scorePreview).nextElementSibling as HTMLElement;
    const before = score().textContent;
    const beneficiaries = form.getByRole('textbox', { name: 'Beneficiarios' });
    await userEvent.clear(beneficiaries);
    await waitFor(() => expect(score().textContent).not.toBe(before));
    await userEvent.type(beneficiaries, '52.000');
    const budget = form.getByRole('textbox', { name: /^Presupuesto/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, '21.300.000.000,75');
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.edit!.onSave).toHaveBeenCalledWith({
      budgetAmount: 21_300_000_000.75,
      beneficiaryCount: 52_000,
      version: editableDetail.version,
    });
    // Saved: back to reading, focus on the section's "Editar".
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Editar detalles' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Editar detalles' })).toHaveFocus();
  },
};

/** Someone else saved first (409): the typed values stay, the conflict is said, and "Recargar" is offered. */
export const SaveConflict: Story = {
  args: {
    project: editableDetail,
    edit: editOf({
      onSave: fn(async () => ({ status: 409, message: 'La versión del proyecto no es la última.' })),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar detalles' }));
    const form = within(canvas.getByRole('form', { name: 'Editar detalles' }));
    const funding = form.getByRole('textbox', { name: 'Fuente de financiamiento' });
    await userEvent.clear(funding);
    await userEvent.type(funding, 'Banco de Desarrollo de América Latina y el Caribe (CAF)');
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.projectDetail.errors.conflict);
    await expect(funding).toHaveValue('Banco de Desarrollo de América Latina y el Caribe (CAF)');
    await expect(within(alert).getByRole('button', { name: 'Recargar' })).toBeVisible();
    await expect(args.edit!.onReload).not.toHaveBeenCalled();
  },
};

/** The conflict's "Recargar": the page reads the project again and the section goes back to reading. */
export const ConflictReload: Story = {
  tags: ['no-screenshot'],
  args: SaveConflict.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar detalles' }));
    const form = within(canvas.getByRole('form', { name: 'Editar detalles' }));
    const months = form.getByRole('textbox', { name: 'Meses de ejecución' });
    await userEvent.clear(months);
    await userEvent.type(months, '36');
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await userEvent.click(await form.findByRole('button', { name: 'Recargar' }));
    await expect(args.edit!.onReload).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('form', { name: 'Editar detalles' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Editar detalles' })).toHaveFocus();
  },
};

/** A 400 from the API lands beside its field (here the program, archived since the page was read). */
export const SaveRefused: Story = {
  tags: ['no-screenshot'],
  args: {
    project: editableDetail,
    edit: editOf({
      onSave: fn(async () => ({
        status: 400,
        message: 'Revisa los datos enviados.',
        details: [{ path: 'programId', message: rules.programUnknown }],
      })),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar detalles' }));
    const form = within(canvas.getByRole('form', { name: 'Editar detalles' }));
    const program = form.getByRole('combobox', { name: 'Programa' });
    await userEvent.selectOptions(program, samplePrograms[1]!.id);
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(program).toHaveAccessibleDescription(expect.stringContaining(rules.programUnknown)));
    await expect(program).toHaveFocus();
    await expect(args.edit!.onSave).toHaveBeenCalledWith({
      programId: samplePrograms[1]!.id,
      version: editableDetail.version,
    });
  },
};

/** Ubicación in edit mode: the form's LocationPicker (typed coordinates place the pin) and the province. */
export const EditingLocation: Story = {
  args: { project: incompleteDetail, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar ubicación' }));
    const form = within(canvas.getByRole('form', { name: 'Editar ubicación' }));
    const address = form.getByRole('textbox', { name: 'Dirección' });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'Av. de la Costa Estanislao López 2550, Rosario');
    await userEvent.type(form.getByRole('textbox', { name: 'Latitud' }), '-32,9287');
    await userEvent.type(form.getByRole('textbox', { name: 'Longitud' }), '-60,6388');
    await userEvent.type(form.getByRole('combobox', { name: 'Provincia' }), 'Santa Fe');
    await expect(form.getByRole('img', { name: 'Marcador de la ubicación: -32,9287, -60,6388' })).toBeVisible();
    await waitForMapTiles(canvasElement);
    // Half a pair is refused with the form's own rule, nothing sent.
    await userEvent.clear(form.getByRole('textbox', { name: 'Longitud' }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(form.getByRole('textbox', { name: 'Longitud' })).toHaveAccessibleDescription(
      expect.stringContaining(rules.coordinatesPaired),
    );
    await expect(args.edit!.onSave).not.toHaveBeenCalled();
    const longitude = form.getByRole('textbox', { name: 'Longitud' });
    await userEvent.type(longitude, '-60,6388');
    // Left (as a tab would), without a focus ring in the screenshot.
    longitude.blur();
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
  },
};

const organizationId = (name: string) => sampleOrganizations.find((organization) => organization.name === name)!.id;

/**
 * Clasificación in edit mode: the form's own controls for the code, the organisations (the lead one, then the others
 * ticked), priority, sector, executing area and progress stage. A code longer than the API allows gets its Spanish
 * error beside it, and nothing is sent.
 */
export const EditingClassification: Story = {
  args: { project: editableDetail, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar clasificación' }));
    const form = within(canvas.getByRole('form', { name: 'Editar clasificación' }));
    // Focus starts on the code; the stored values are chosen.
    const code = form.getByRole('textbox', { name: /^Código/ });
    await expect(code).toHaveFocus();
    await expect(code).toHaveValue('CEN-2026-0001');
    await expect(form.getByRole('combobox', { name: 'Organismo responsable' })).toHaveValue(
      organizationId('Ministerio de Infraestructura'),
    );
    await expect(form.getByRole('checkbox', { name: 'Vialidad Provincial de Córdoba' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Prioridad' })).toHaveValue('Alta');
    await expect(form.getByRole('combobox', { name: 'Etapa de avance' })).toHaveValue('Proyecto Ejecutivo');
    await expect(canvas.queryByRole('button', { name: 'Editar detalles' })).toBeNull();

    await userEvent.clear(code);
    await userEvent.paste('CEN-2026-0001-ACUEDUCTO-DEL-NORTE-CORDOBES-TRAMO-VILLA-DE-MARIA-SEBASTIAN-ELCANO');
    await userEvent.tab();
    const tooLong = interpolate(rules.textTooLong, { max: PROJECT_CODE_MAX_LENGTH });
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(tooLong));
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(form.getByText(messages.projectForm.errorsSummaryOne)).toHaveAttribute('role', 'alert');
    await expect(code).toHaveFocus();
    await expect(args.edit!.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A change of classification: the priority drops, another organisation takes part and the progress stage moves on (the
 * score the values give follows it). Guardar Cambios sends exactly those fields with the version read.
 */
export const SaveClassification: Story = {
  tags: ['no-screenshot'],
  args: { project: editableDetail, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar clasificación' }));
    const form = within(canvas.getByRole('form', { name: 'Editar clasificación' }));
    const score = () => form.getByText(messages.sidePanel.scorePreview).nextElementSibling as HTMLElement;
    const before = score().textContent;
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Prioridad' }), 'Media');
    await userEvent.click(form.getByRole('checkbox', { name: 'Municipalidad de Rosario' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Etapa de avance' }), 'Pliego licitatorio');
    await waitFor(() => expect(score().textContent).not.toBe(before));
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.edit!.onSave).toHaveBeenCalledWith({
      organizationIds: [
        organizationId('Ministerio de Infraestructura'),
        organizationId('Vialidad Provincial de Córdoba'),
        organizationId('Municipalidad de Rosario'),
      ],
      priority: 'Media',
      progressStage: 'Pliego licitatorio',
      version: editableDetail.version,
    });
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Editar clasificación' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Editar clasificación' })).toHaveFocus();
  },
};

/** Cancelar leaves without saving: the section reads the stored values again, and editing starts from them. */
export const CancelClassification: Story = {
  tags: ['no-screenshot'],
  args: { project: editableDetail, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar clasificación' }));
    let form = within(canvas.getByRole('form', { name: 'Editar clasificación' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Prioridad' }), 'Baja');
    await userEvent.type(form.getByRole('textbox', { name: 'Sector' }), ' y Cloacas');
    await userEvent.click(form.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.queryByRole('form', { name: 'Editar clasificación' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Editar clasificación' })).toHaveFocus();
    await expect(valueOf(canvasElement, 'Prioridad')).toHaveTextContent(/^Alta$/);
    await expect(valueOf(canvasElement, 'Sector')).toHaveTextContent(/^Agua y Saneamiento$/);

    await userEvent.keyboard('{Enter}');
    form = within(canvas.getByRole('form', { name: 'Editar clasificación' }));
    await expect(form.getByRole('combobox', { name: 'Prioridad' })).toHaveValue('Alta');
    await expect(form.getByRole('textbox', { name: 'Sector' })).toHaveValue('Agua y Saneamiento');
    await expect(args.edit!.onSave).not.toHaveBeenCalled();
  },
};
