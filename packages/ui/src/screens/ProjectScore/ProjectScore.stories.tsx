import type { Meta, StoryObj } from '@storybook/react-vite';
import { interpolate, messages, TIR_MAX_PERCENT, TIR_MIN_PERCENT } from '@siipro/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { editableDetail } from '../ProjectSidePanel/ProjectSidePanel.samples';
import {
  sampleScoring,
  sampleScoringExcellent,
  sampleScoringMissingData,
} from '../ScoreExplanation/ScoreExplanation.samples';
import { ProjectScore, type ProjectScoreEdit } from './ProjectScore';

const meta = {
  title: 'Pantallas/ProjectScore',
  component: ProjectScore,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A project's Puntuación SIIPRO on the detail page (portfolio.md §2.4, §4.3): the full ScoreBadge and a " +
          '"?" (HelpTooltip) whose modal "¿Cómo se obtiene la Puntuación SIIPRO?" explains the criteria and weights, ' +
          "then this project's breakdown (score and contribution per criterion, missing data marked), up to 3 " +
          'suggestions and the points to the next band. The modal closes on Escape, the backdrop and its close ' +
          "button. `scoring` is the detail answer's explained score; the samples come from domain's computeScore " +
          'and explainScore over its sample projects. With `edit` (projects:edit, issue 42) an **Editar** beside the ' +
          '"?" opens the score\'s own inputs (TIR, Proyecto verde, Género y diversidad, Alineación con fondos ' +
          "específicos) under the score, with the project form's controls and rules and the score those values " +
          'would give; Guardar Cambios sends only the changed fields with the version read.',
      },
      story: { inline: false, height: '640px' },
    },
  },
  args: { scoring: sampleScoring },
  argTypes: { scoring: { control: 'object' } },
} satisfies Meta<typeof ProjectScore>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const helpButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });

async function openExplanation(canvasElement: HTMLElement) {
  await userEvent.click(helpButton(canvasElement));
  const dialog = await page(canvasElement).findByRole('dialog', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * After the modal closed: focus (and the pointer that clicked it) are back on the "?", so its tooltip shows. Escape
 * hides it, as for a person; then the button is left, so the screenshot shows the badge alone.
 */
async function leaveHelpButton(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  // Ariakit hands focus back at once and again a few frames later; the Escape must come after both.
  for (let frame = 0; frame < 4; frame += 1) await nextFrame();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  helpButton(canvasElement).blur();
}

/** The rows of the project's breakdown table (the second table of the modal), as their cells' text. */
const breakdownRows = (dialog: HTMLElement) =>
  within(within(dialog).getAllByRole('table')[1]!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Puntuación SIIPRO')).toBeVisible();
    await expect(canvas.getByText('Bueno')).toBeVisible();
    await expect(canvas.getByText('Faltan 9 puntos para llegar a Excelente')).toBeVisible();
    const dialog = await openExplanation(canvasElement);
    await expect(breakdownRows(dialog)).toEqual([
      ['TIR', '40%', '72,3', '28,9'],
      ['Etapa de avance', '22%', '67,0', '14,7'],
      ['Objetivos de Desarrollo Sostenible', '15%', '66,7', '10,0'],
      ['Beneficiarios', '12%', '52,3', '6,3'],
      ['Proyecto verde', '6%', '100,0', '6,0'],
      ['Género y diversidad', '3%', '100,0', '3,0'],
      ['Alineación con fondos específicos', '2%', '100,0', '2,0'],
    ]);
    await expect(within(dialog).queryByText('Faltan datos: los criterios sin información puntúan 0.')).toBeNull();
    await expect(within(dialog).getByText('Mejorar la TIR')).toBeVisible();
    await expect(within(dialog).getByText('+11,1 pts')).toBeVisible();
    // Escape closes the modal and focus goes back to the "?".
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(helpButton(canvasElement)).toHaveFocus();
    await leaveHelpButton(canvasElement);
  },
};

export const Playground: Story = {
  args: { scoring: sampleScoringMissingData },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(String(args.scoring.total))).toBeVisible();
  },
};

/** Two criteria without data: marked in the breakdown, a warning, and suggestions to load them first. */
export const MissingData: Story = {
  args: { scoring: sampleScoringMissingData },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Crítico')).toBeVisible();
    const dialog = await openExplanation(canvasElement);
    const rows = breakdownRows(dialog);
    await expect(rows[0]).toEqual(['TIR', '40%', 'Dato faltante', '0,0']);
    await expect(rows[2]).toEqual(['Objetivos de Desarrollo Sostenible', '15%', 'Dato faltante', '0,0']);
    await expect(rows.filter((cells) => cells[2] === 'Dato faltante')).toHaveLength(2);
    await expect(within(dialog).getByText('Faltan datos: los criterios sin información puntúan 0.')).toBeVisible();
    const suggestions = within(dialog).getAllByRole('listitem').slice(4);
    await expect(suggestions.map((item) => item.textContent)).toEqual([
      'Cargar la TIRCarga la tasa interna de retorno de la evaluación económica.+40,0 pts',
      'Vincular ODSIndica los Objetivos de Desarrollo Sostenible a los que contribuye el proyecto.+15,0 pts',
      'Avanzar la etapaAvanza el proyecto hacia Proyecto Ejecutivo o Pliego licitatorio.+7,3 pts',
    ]);
    await expect(within(dialog).getByText('Faltan 8 puntos para llegar a Débil')).toBeVisible();
    // The close button closes it too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await leaveHelpButton(canvasElement);
  },
};

/** The top band: no points to reach, "Está en el rango más alto"; a click on the backdrop closes the modal. */
export const Excellent: Story = {
  args: { scoring: sampleScoringExcellent },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Excelente')).toBeVisible();
    const dialog = await openExplanation(canvasElement);
    await expect(within(dialog).getByText('Está en el rango más alto')).toBeVisible();
    await expect(within(dialog).queryByText(/^Faltan/)).toBeNull();
    const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-backdrop]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 8, clientY: 8 } });
    await leaveHelpButton(canvasElement);
  },
};

/** An editor's score: the page's save as a spy (saved unless a story says otherwise), for the sample aqueduct. */
const editOf = (overrides: Partial<ProjectScoreEdit> = {}): ProjectScoreEdit => ({
  project: editableDetail,
  onSave: fn(async () => null),
  onReload: fn(),
  ...overrides,
});

const editButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Editar datos de la puntuación' });
const editForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Editar datos de la puntuación' }));
/** The score the typed values would give (the badge after "Puntuación con estos datos"). */
const previewOf = (canvasElement: HTMLElement) =>
  editForm(canvasElement).getByText(messages.sidePanel.scorePreview).nextElementSibling as HTMLElement;

/** For an editor, "Editar" follows the "?": the score's own inputs are changed where the score is read. */
export const Editable: Story = {
  args: { scoring: editableDetail.scoring, edit: editOf() },
  play: async ({ canvasElement }) => {
    await expect(editButton(canvasElement)).toBeVisible();
    await expect(helpButton(canvasElement)).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/**
 * The inputs in edit mode: the stored values as typed (es-AR), a "No" that lowers the score at once, and a TIR out of
 * range refused beside the field with the API's own sentence; nothing is sent.
 */
export const EditingInputs: Story = {
  tags: ['responsive'],
  args: { scoring: editableDetail.scoring, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(editButton(canvasElement));
    const form = editForm(canvasElement);
    const tir = form.getByRole('textbox', { name: /^TIR/ });
    await expect(tir).toHaveFocus();
    await expect(tir).toHaveValue('21,4');
    await expect(form.getByRole('combobox', { name: 'Proyecto verde' })).toHaveValue('si');
    await expect(within(canvasElement).queryByRole('button', { name: 'Editar datos de la puntuación' })).toBeNull();

    const before = Number(previewOf(canvasElement).textContent?.match(/\d+/)?.[0]);
    await expect(before).toBe(editableDetail.scoring.total);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Proyecto verde' }), 'no');
    await waitFor(() => expect(Number(previewOf(canvasElement).textContent?.match(/\d+/)?.[0])).toBeLessThan(before));

    await userEvent.clear(tir);
    await userEvent.type(tir, '1.500');
    await userEvent.tab();
    await expect(tir).toHaveAccessibleDescription(
      expect.stringContaining(
        interpolate(messages.projectForm.validation.tirInvalid, { min: TIR_MIN_PERCENT, max: TIR_MAX_PERCENT }),
      ),
    );
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(form.getByText(messages.projectForm.errorsSummaryOne)).toHaveAttribute('role', 'alert');
    await expect(tir).toHaveFocus();
    await expect(args.edit!.onSave).not.toHaveBeenCalled();
  },
};

/** A save: only the changed inputs (TIR typed the Argentine way, a "No") and the version read are sent. */
export const SaveInputs: Story = {
  tags: ['no-screenshot'],
  args: { scoring: editableDetail.scoring, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(editButton(canvasElement));
    const form = editForm(canvasElement);
    const tir = form.getByRole('textbox', { name: /^TIR/ });
    await userEvent.clear(tir);
    await userEvent.type(tir, '18,5');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Alineación con fondos específicos' }), 'No');
    await userEvent.click(form.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.edit!.onSave).toHaveBeenCalledWith({
      tir: 18.5,
      hasSpecificFunds: false,
      version: editableDetail.version,
    });
    // Saved: the editor closes and focus is back on its "Editar".
    await waitFor(() => expect(within(canvasElement).queryByRole('form')).toBeNull());
    await expect(editButton(canvasElement)).toHaveFocus();
  },
};

/** Escape leaves without saving; editing again starts from the stored values. */
export const CancelInputs: Story = {
  tags: ['no-screenshot'],
  args: { scoring: editableDetail.scoring, edit: editOf() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(editButton(canvasElement));
    let form = editForm(canvasElement);
    await userEvent.clear(form.getByRole('textbox', { name: /^TIR/ }));
    await userEvent.type(form.getByRole('textbox', { name: /^TIR/ }), '9');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Género y diversidad' }), 'Sin especificar');
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
    await expect(editButton(canvasElement)).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    form = editForm(canvasElement);
    await expect(form.getByRole('textbox', { name: /^TIR/ })).toHaveValue('21,4');
    await expect(form.getByRole('combobox', { name: 'Género y diversidad' })).toHaveValue('si');
    await expect(args.edit!.onSave).not.toHaveBeenCalled();
  },
};
