import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { OptimizerWizard, type OptimizerWizardProps } from './OptimizerWizard';

/** The sources and groups of the demo tenant, with its longest names. */
const FUNDING_SOURCES = [
  'BID - Préstamo 4312/OC-AR Programa de Agua Potable y Saneamiento del Norte Grande',
  'Tesoro Nacional',
  'Cofinanciamiento provincial',
];
const GROUP_SUGGESTIONS = {
  province: ['Santiago del Estero', 'Tierra del Fuego, Antártida e Islas del Atlántico Sur', 'Salta'],
  organization: ['Ministerio de Infraestructura y Servicios Públicos'],
  executingArea: ['Dirección Provincial de Obras Hidráulicas y Saneamiento'],
};

/** The list's "Optimizar" opening the wizard, as the web does. */
function WizardDemo({
  onSubmit,
  initial,
  initiallyOpen = true,
}: Pick<OptimizerWizardProps, 'onSubmit' | 'initial'> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Optimizar</Button>
      <OptimizerWizard
        open={open}
        initial={initial}
        onClose={() => setOpen(false)}
        fundingSources={FUNDING_SOURCES}
        groupSuggestions={GROUP_SUGGESTIONS}
        firstYear={2027}
        onSubmit={(result) => {
          onSubmit(result);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Pantallas/OptimizerWizard',
  component: WizardDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The optimizer wizard (portfolio.md §2.7, issue 17), opened by "Optimizar" on the projects list. Step 1 ',
          '"Priorizar": the four criteria sortable by drag (mouse; touch after a 120 ms press) or keyboard (Space or ',
          'Enter on the handle, arrows, Space or Enter to drop, Escape cancels, each move announced in Spanish), each ',
          'with its weight, direction, currency (budget: ARS) and optional minimum and maximum with the minimums and ',
          'steps of §5; and the optional "Presupuesto disponible" (the budget limit of the 0-1 selection). Step 2 ',
          '"Revisar": the configuration in its order. `onSubmit({criteria, budgetLimit})` on "Ver resultados". Each ',
          'opening starts from the defaults, or from `initial`: the results\' "Configurar" passes the configuration ',
          'that produced them, so nothing typed is lost (issue 43).',
        ].join(''),
      },
    },
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof WizardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Optimizar proyectos' });
const criteriaNames = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('legend')).map((legend) => legend.textContent?.replace(/^\d+\./, '').trim());

export const Default: Story = {
  tags: ['responsive'],
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('Priorizar').closest('li')).toHaveAttribute('aria-current', 'step');
    const list = modal.getByRole('list', { name: 'Criterios' });
    await expect(criteriaNames(list)).toEqual([
      'Presupuesto',
      'Duración (meses)',
      'Puntuación SIIPRO',
      'Beneficiarios',
    ]);
    await expect(modal.getAllByLabelText('Peso').map((input) => (input as HTMLInputElement).value)).toEqual([
      '4',
      '2',
      '3',
      '1',
    ]);
    await expect(modal.getAllByLabelText('Moneda')).toHaveLength(1);
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  play: async () => {
    await dialog();
  },
};

/** Keyboard sorting: Space on a handle, arrow down, Space; announced, and the order changes. */
export const KeyboardSorting: Story = {
  play: async () => {
    const body = await dialog();
    const modal = within(body);
    const handle = modal.getByRole('button', { name: 'Arrastrar para reordenar Presupuesto' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent('Tomaste Presupuesto, en la posición 1 de 4.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.body).toHaveTextContent('Presupuesto pasó a la posición 2 de 4.'));
    await userEvent.keyboard(' ');
    const list = modal.getByRole('list', { name: 'Criterios' });
    await waitFor(() =>
      expect(criteriaNames(list)).toEqual(['Duración (meses)', 'Presupuesto', 'Puntuación SIIPRO', 'Beneficiarios']),
    );
    await waitFor(() => expect(document.body).toHaveTextContent('Presupuesto quedó en la posición 2 de 4.'));
  },
};

/**
 * §5: a minimum below the criterion's, a fraction of months and a budget limit of 0 are refused with their texts, and
 * text that is not a number is refused while typing, never cut down to the part that parses.
 */
export const ValidationErrors: Story = {
  tags: ['responsive'],
  play: async () => {
    const modal = within(await dialog());
    const [, durationMin] = modal.getAllByLabelText('Mínimo');
    await userEvent.type(durationMin!, '1.5');
    const [, , scoreMin] = modal.getAllByLabelText('Mínimo');
    const [, , scoreMax] = modal.getAllByLabelText('Máximo');
    await userEvent.type(scoreMin!, '80');
    await userEvent.type(scoreMax!, '50');
    const [, , , beneficiariesMax] = modal.getAllByLabelText('Máximo');
    await userEvent.type(beneficiariesMax!, '50.000.00');
    await expect(beneficiariesMax).toHaveAccessibleDescription(
      'No se entiende «50.000.00» como número. Escribe, por ejemplo, 1.500.000,50 o 50 mil millones.',
    );
    await userEvent.type(modal.getByLabelText('Presupuesto disponible (ARS)'), '0');
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Corrige los valores marcados para continuar.');
    await expect(modal.getByText('Duración (meses) debe ser un número entero.')).toBeVisible();
    await expect(modal.getByText('El mínimo de Puntuación SIIPRO no puede superar al máximo.')).toBeVisible();
    await expect(modal.getByText('El presupuesto disponible debe ser un número mayor que 0.')).toBeVisible();
    await expect(durationMin).toHaveAttribute('aria-invalid', 'true');
    // Still on the first step.
    await expect(modal.getByText('Priorizar').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** Bounds and a budget limit, reviewed, then "Ver resultados" hands the configuration over. */
export const ReviewAndSubmit: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    const [budgetMin] = modal.getAllByLabelText('Mínimo');
    await userEvent.type(budgetMin!, '1 millón');
    await expect(budgetMin).toHaveAccessibleDescription('Se entiende: ARS 1.000.000');
    const [, durationMax] = modal.getAllByLabelText('Máximo');
    await userEvent.type(durationMax!, '24');
    const [, , scoreWeight] = modal.getAllByLabelText('Peso');
    await userEvent.clear(scoreWeight!);
    await userEvent.type(scoreWeight!, '5');
    await userEvent.selectOptions(modal.getAllByLabelText('Dirección')[3]!, 'minimize');
    // Typed as people in Argentina type it (issue 43): the thousands dots are never read as decimals.
    const budget = modal.getByLabelText('Presupuesto disponible (ARS)');
    await userEvent.type(budget, '2.500.000.000');
    await expect(budget).toHaveAccessibleDescription(/^Se entiende: ARS 2\.500\.000\.000 /);
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    // "Restricciones" left empty: the request stays model v1 (issue 44).
    await expect(modal.getByText('Restricciones').closest('li')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));

    await expect(modal.getByText('Revisar').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(modal.getByText('Sin restricciones')).toBeVisible();
    const review = modal.getByRole('list', { name: 'Criterios' });
    await expect(review).toHaveTextContent('Prioridad 1: Presupuesto');
    await expect(review).toHaveTextContent('Desde ARS 1.000.000');
    await expect(review).toHaveTextContent('Hasta 24');
    await expect(review).toHaveTextContent('Peso 5');
    await expect(modal.getByText(/2\.500\.000\.000/)).toBeVisible();

    await userEvent.click(modal.getByRole('button', { name: 'Ver resultados' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      criteria: [
        { key: 'budget_amount', weight: 4, direction: 'maximize', currency: 'ARS', min: 1_000_000, max: null },
        { key: 'duration_months', weight: 2, direction: 'minimize', min: null, max: 24 },
        { key: 'score', weight: 5, direction: 'maximize', min: null, max: null },
        { key: 'beneficiary_count', weight: 1, direction: 'minimize', min: null, max: null },
      ],
      budgetLimit: 2_500_000_000,
    });
  },
};

/**
 * Weights typed as people in Argentina type them (issue 43), read by the same es-AR reader as every number input:
 * "1,5" is understood as 1,5 and said under the input; text it cannot read is never cut down — it counts as 1, as
 * portfolio.md §5 says, and the input says so; an emptied weight shows the 1 it counts as.
 */
export const TypedWeights: Story = {
  tags: ['responsive'],
  play: async () => {
    const modal = within(await dialog());
    const [, durationWeight, scoreWeight, beneficiariesWeight] = modal.getAllByLabelText('Peso');
    await userEvent.clear(scoreWeight!);
    await userEvent.type(scoreWeight!, '1,5');
    await expect(scoreWeight).toHaveValue('1,5');
    await expect(scoreWeight).toHaveAccessibleDescription('Se entiende: 1,5');
    await userEvent.clear(beneficiariesWeight!);
    await userEvent.type(beneficiariesWeight!, 'mucho');
    await expect(beneficiariesWeight).toHaveValue('mucho');
    await expect(beneficiariesWeight).toHaveAccessibleDescription(
      'No se entiende «mucho» como número: el peso cuenta como 1.',
    );
    await userEvent.clear(durationWeight!);
    await expect(durationWeight).toHaveAttribute('placeholder', '1');
  },
};

/** The typed weights reach the run: 1,5 as 1.5, the unreadable and the empty one as 1; nothing stops "Continuar". */
export const TypedWeightsRun: Story = {
  tags: ['no-screenshot'],
  play: async (context) => {
    await TypedWeights.play!(context);
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    const review = modal.getByRole('list', { name: 'Criterios' });
    await expect(review).toHaveTextContent('Peso 1,5');
    await userEvent.click(modal.getByRole('button', { name: 'Ver resultados' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      criteria: [
        { key: 'budget_amount', weight: 4, direction: 'maximize', currency: 'ARS', min: null, max: null },
        { key: 'duration_months', weight: 1, direction: 'minimize', min: null, max: null },
        { key: 'score', weight: 1.5, direction: 'maximize', min: null, max: null },
        { key: 'beneficiary_count', weight: 1, direction: 'maximize', min: null, max: null },
      ],
      budgetLimit: null,
    });
  },
};

/** Volver keeps what was typed; closing and opening again starts from the defaults. */
export const BackAndReset: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    let modal = within(await dialog());
    const [, , , beneficiariesWeight] = modal.getAllByLabelText('Peso');
    await userEvent.clear(beneficiariesWeight!);
    await userEvent.type(beneficiariesWeight!, '7');
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(modal.getByRole('button', { name: 'Volver' }));
    await expect((modal.getAllByLabelText('Peso')[3] as HTMLInputElement).value).toBe('7');
    await userEvent.click(modal.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Optimizar' }));
    modal = within(await dialog());
    await expect((modal.getAllByLabelText('Peso')[3] as HTMLInputElement).value).toBe('1');
  },
};

/** The results' "Configurar" (issue 43): the wizard opens on the run that produced them — order, weights, bounds, budget. */
export const OpensOnTheCurrentConfiguration: Story = {
  args: {
    initial: {
      criteria: [
        { key: 'score', weight: 5, direction: 'maximize', min: 60, max: null },
        { key: 'budget_amount', weight: 4, direction: 'maximize', currency: 'ARS', min: 1_500_000.5, max: null },
        { key: 'beneficiary_count', weight: 1, direction: 'maximize', min: null, max: null },
        { key: 'duration_months', weight: 2, direction: 'minimize', min: null, max: 36 },
      ],
      budgetLimit: 50_000_000_000,
    },
  },
  play: async () => {
    const modal = within(await dialog());
    const list = modal.getByRole('list', { name: 'Criterios' });
    await expect(criteriaNames(list)).toEqual([
      'Puntuación SIIPRO',
      'Presupuesto',
      'Beneficiarios',
      'Duración (meses)',
    ]);
    await expect(modal.getAllByLabelText('Peso').map((input) => (input as HTMLInputElement).value)).toEqual([
      '5',
      '4',
      '1',
      '2',
    ]);
    await expect(modal.getAllByLabelText('Mínimo')[1]).toHaveValue('1.500.000,5');
    await expect(modal.getByLabelText('Presupuesto disponible (ARS)')).toHaveValue('50.000.000.000');
  },
};

/** Straight back to the results from a kept configuration: the same run comes back, unchanged. */
export const KeptConfigurationRunsUnchanged: Story = {
  tags: ['no-screenshot'],
  args: OpensOnTheCurrentConfiguration.args,
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(modal.getByRole('button', { name: 'Ver resultados' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(args.initial);
  },
};

/**
 * "Restricciones" (issue 44): three yearly limits in the table, a ceiling for the BID loan, works in execution kept, a
 * provincial minimum; each row's mistake said under it, then the review lists them and "Ver resultados" hands them over.
 */
export const Constraints: Story = {
  tags: ['no-screenshot'],
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await expect(modal.getByText('Restricciones').closest('li')).toHaveAttribute('aria-current', 'step');
    for (let count = 0; count < 3; count++) await userEvent.click(modal.getByRole('button', { name: 'Agregar año' }));
    const years = modal.getAllByLabelText('Año') as HTMLInputElement[];
    await expect(years.map((input) => input.value)).toEqual(['2027', '2028', '2029']);
    await userEvent.type(modal.getByLabelText('Límite de 2027 (ARS)'), '5.000.000.000,50');
    await userEvent.type(modal.getByLabelText('Límite de 2028 (ARS)'), '4 mil millones');
    await userEvent.click(modal.getByRole('button', { name: 'Quitar el año 2029' }));
    await userEvent.type(modal.getByLabelText(/^Tope de BID/), '2.000.000.000');
    await userEvent.click(modal.getByLabelText('Mantener obras en ejecución'));
    await userEvent.click(modal.getByRole('button', { name: 'Agregar mínimo' }));
    await userEvent.type(modal.getByLabelText('Mínimo (%)'), '150');
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await expect(modal.getByText('Indica el grupo.')).toBeVisible();
    await expect(modal.getByLabelText('Mínimo (%)')).toHaveAccessibleDescription(
      'Indica un porcentaje mayor que 0 y de 100 como máximo.',
    );
    await userEvent.type(modal.getByLabelText('Grupo'), 'Santiago del Estero');
    await userEvent.clear(modal.getByLabelText('Mínimo (%)'));
    await userEvent.type(modal.getByLabelText('Mínimo (%)'), '15');
    // A percentage is read like every typed number (issue 43): the input says what it understood.
    await expect(modal.getByLabelText('Mínimo (%)')).toHaveAccessibleDescription('Se entiende: 15');
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));

    await expect(modal.getByText('Revisar').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(
      modal.getByText(/^Límites por año: 2027: .*5\.000\.000\.000,50; 2028: .*4\.000\.000\.000\.$/),
    ).toBeVisible();
    await expect(modal.getByText('Mínimos: Provincia Santiago del Estero: 15%.')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Ver resultados' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        constraints: {
          years: [
            { year: 2027, limit: 5_000_000_000.5 },
            { year: 2028, limit: 4_000_000_000 },
          ],
          fundingCaps: [{ fundingSource: FUNDING_SOURCES[0], limit: 2_000_000_000 }],
          minShare: [{ by: 'province', group: 'Santiago del Estero', share: 0.15 }],
          keepInExecution: true,
        },
      }),
    );
  },
};

/** The "Restricciones" step as a person sees it, filled with the demo's longest names and budgets with cents. */
export const ConstraintsStepFilled: Story = {
  tags: ['responsive'],
  args: {
    initial: {
      criteria: OpensOnTheCurrentConfiguration.args!.initial!.criteria,
      budgetLimit: null,
      constraints: {
        years: [
          { year: 2027, limit: 45_000_000_000.5 },
          { year: 2028, limit: 38_000_000_000 },
          { year: 2029, limit: 12_500_000_000.75 },
        ],
        fundingCaps: [{ fundingSource: FUNDING_SOURCES[0]!, limit: 20_000_000_000 }],
        keepInExecution: true,
        minShare: [{ by: 'province', group: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur', share: 0.05 }],
      },
    },
  },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await expect(modal.getByLabelText('Límite de 2029 (ARS)')).toHaveValue('12.500.000.000,75');
    await expect(modal.getByLabelText('Mantener obras en ejecución')).toBeChecked();
  },
};

/** Minimums of one kind adding up to more than 100 %: the request's own message, and the step stays. */
export const ConstraintsOverOneHundredPercent: Story = {
  tags: ['no-screenshot'],
  args: {
    initial: {
      criteria: OpensOnTheCurrentConfiguration.args!.initial!.criteria,
      budgetLimit: null,
      constraints: {
        years: [],
        fundingCaps: [],
        keepInExecution: false,
        minShare: [
          { by: 'province', group: 'Salta', share: 0.6 },
          { by: 'province', group: 'Jujuy', share: 0.5 },
        ],
      },
    },
  },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await expect(modal.getAllByLabelText('Mínimo (%)').map((input) => (input as HTMLInputElement).value)).toEqual([
      '60',
      '50',
    ]);
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Los mínimos por provincia suman más del 100% del presupuesto seleccionado.',
    );
    await expect(modal.getByText('Restricciones').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};
