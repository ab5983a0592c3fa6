import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DEFAULT_PROJECT_STATUSES,
  excludedRows,
  optimizerTotals,
  selectedRows,
  type OptimizerAnswer,
} from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleHrefs } from '../ProjectsTable/ProjectsTable.samples';
import { ToastProvider } from '../../patterns/Toast';
import { OptimizerResults, type OptimizerDecision, type OptimizerResultsProps } from './OptimizerResults';
import {
  longestAnswerPages,
  sampleAnswer,
  samplePinnedOutName,
  sampleProjectsById,
  sampleRun,
} from './OptimizerResults.samples';
import { atNarrowWidth, fitsViewport, isCompactViewport } from '../../testing/viewports';

const sampleDecisions: OptimizerDecision[] = sampleAnswer.overrides.map((override) => ({
  projectId: override.projectId,
  name: samplePinnedOutName,
  pin: override.pin,
  reason: override.reason,
  setBy: override.setBy?.name ?? override.setBy?.email ?? null,
}));

/** The props an answer gives on its first pages; `projects` are the list fields read so far. */
function answerProps(answer: OptimizerAnswer, projects = sampleProjectsById) {
  return {
    totals: optimizerTotals(answer, sampleRun.budgetLimit),
    selected: selectedRows(answer, 1, projects),
    excluded: excludedRows(answer, 1, projects),
  };
}

/** Keeps the two tables' pages, as the web page does with its own state. */
function PagedResults(props: OptimizerResultsProps) {
  const [selectedPage, setSelectedPage] = useState(1);
  const [excludedPage, setExcludedPage] = useState(1);
  return (
    <OptimizerResults
      {...props}
      selected={props.selected && selectedRows(sampleAnswer, selectedPage, sampleProjectsById)}
      excluded={props.excluded && excludedRows(sampleAnswer, excludedPage, sampleProjectsById)}
      onSelectedPageChange={(page) => {
        setSelectedPage(page);
        props.onSelectedPageChange(page);
      }}
      onExcludedPageChange={(page) => {
        setExcludedPage(page);
        props.onExcludedPageChange(page);
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/OptimizerResults',
  component: OptimizerResults,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The optimizer screen without data fetching (portfolio.md §2.8, issue 17). Without a configuration: ' +
          '"Configurar Optimización" and "Configurar" (the page opens the wizard). With one: "Resultados de la ' +
          'Optimización", "Criterios aplicados", the totals line, the ranked table (§2.8\'s columns with rank, ' +
          'value and "Fijar fuera") and the projects left out with their reasons ("Fijar dentro"); a decision asks ' +
          'for its reason, runs again and is listed under "Decisiones manuales". "Guardar escenario" names and ' +
          'saves the answer. Loading, empty and error texts of §8.',
      },
    },
  },
  args: {
    run: sampleRun,
    state: 'ready',
    ...answerProps(sampleAnswer),
    decisions: sampleDecisions,
    onSelectedPageChange: fn(),
    onExcludedPageChange: fn(),
    onPin: fn(),
    onUnpin: fn(),
    onConfigure: fn(),
    onSaveScenario: fn(async () => {}),
    hrefs: sampleHrefs,
    statusOptions: DEFAULT_PROJECT_STATUSES,
  },
  // The organisations' links copy their address with a toast (CopyLinkButton).
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
  render: (args) => <PagedResults {...args} />,
} satisfies Meta<typeof OptimizerResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Resultados de la Optimización' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Criterios aplicados' })).toHaveTextContent(
      'Prioridad 1: Presupuesto',
    );
    const totals = canvas.getByRole('list', { name: 'Resumen de la optimización' });
    await expect(totals).toHaveTextContent('13 de 261 candidatos seleccionados');
    await expect(totals).toHaveTextContent('de ARS 40.000.000.000 disponibles');
    await expect(totals).toHaveTextContent('Solución óptima');

    const selected = canvas.getByRole('table', { name: 'Proyectos seleccionados' });
    const headers = within(selected)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Posición',
      'Código / Nombre',
      'Organismo',
      'Sector / Área',
      'Puntuación SIIPRO',
      'Presupuesto (ARS)',
      'Beneficiarios',
      'Duración (meses)',
      'Estado',
      'Valor',
      'Decisión',
    ]);
    const firstRow = within(selected).getAllByRole('row')[1]!;
    await expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent('1');
    // Works in execution are named as commitments beside their status (issue 43); no other row is.
    const rows = within(selected).getAllByRole('row').slice(1);
    const commitments = rows.filter((row) => row.textContent?.includes('Compromiso'));
    await expect(commitments.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(row.textContent?.includes('Compromiso')).toBe(row.textContent?.includes('Ejecución') ?? false);
    }

    const excluded = canvas.getByRole('table', { name: 'Proyectos no seleccionados' });
    await expect(within(excluded).getAllByText(/^No entra en el presupuesto: cuesta ARS/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: 'Proyectos no seleccionados (256)' })).toBeVisible();
    // The person's decision, listed with who set it and why.
    await expect(
      canvas.getByText(/Fijado fuera por Olivia Optimizadora: Sin terreno disponible este año/),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Configurar' }));
    await expect(args.onConfigure).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  args: { rerunning: false, notice: 'Escenario «Plan 2027», con los datos de hoy' },
};

/** No configuration in the URL: the page offers the wizard. */
export const Configure: Story = {
  args: { run: null, totals: null, selected: null, excluded: null, decisions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configurar Optimización' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Guardar escenario' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', totals: null, selected: null, excluded: null, decisions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando resultados...');
  },
};

export const Empty: Story = {
  args: {
    decisions: [],
    ...answerProps({
      data: [],
      excluded: [],
      overrides: [],
      meta: { ...sampleAnswer.meta, objective: 0, totalBudget: 0, candidates: 0 },
    }),
  },
  render: (args) => <OptimizerResults {...args} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No se encontraron proyectos que coincidan con los criterios'),
    ).toBeVisible();
  },
};

/** The optimizer refused the run (a decision it cannot honour): the message, and the decision can be taken back. */
export const Error: Story = {
  args: {
    state: 'error',
    errorMessage: 'El proyecto 3f1c… no puede incluirse: Sin valor de Beneficiarios, que tiene una restricción.',
    totals: null,
    selected: null,
    excluded: null,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('no puede incluirse');
    await userEvent.click(canvas.getByRole('button', { name: `Quitar la decisión sobre ${samplePinnedOutName}` }));
    await expect(args.onUnpin).toHaveBeenCalledWith(sampleAnswer.overrides[0]!.projectId);
  },
};

/** "Fijar fuera" asks for the reason (required) before the run repeats with the decision. */
export const PinWithReason: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('table', { name: 'Proyectos seleccionados' });
    const [pinButton] = within(selected).getAllByRole('button', { name: /^Fijar fuera / });
    await userEvent.click(pinButton!);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Fijar fuera de la selección' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Fijar y volver a ejecutar' }));
    // Waited for: the dialog may still be fading in (opacity 0 reads as not visible).
    await waitFor(() => expect(dialog.getByText('Indica el motivo de la decisión.')).toBeVisible());
    await expect(args.onPin).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Motivo'), '  Falta la licitación  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Fijar y volver a ejecutar' }));
    await expect(args.onPin).toHaveBeenCalledWith(sampleAnswer.data[0]!.projectId, 'exclude', 'Falta la licitación');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** "Guardar escenario": a name is required; the API's refusal is shown in the dialog, which stays open. */
export const SaveScenario: Story = {
  tags: ['no-screenshot'],
  args: {
    onSaveScenario: fn(async (name: string) => {
      if (name === 'Duplicado') throw new globalThis.Error('El resultado no coincide con los datos actuales.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar escenario' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Guardar escenario' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Indica un nombre para el escenario.');
    await userEvent.type(dialog.getByLabelText('Nombre del escenario'), 'Duplicado');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(await dialog.findByText('El resultado no coincide con los datos actuales.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Nombre del escenario'));
    await userEvent.type(dialog.getByLabelText('Nombre del escenario'), 'Plan 2027');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSaveScenario).toHaveBeenLastCalledWith('Plan 2027');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A decision's run on its way: the previous answer stays, without decision buttons, under a status line. */
export const Rerunning: Story = {
  tags: ['no-screenshot'],
  args: { rerunning: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Volviendo a ejecutar la optimización...');
    await expect(canvas.queryByRole('button', { name: /^Fijar fuera / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Guardar escenario' })).toBeNull();
  },
};

/** The projects left out come 20 a page, with their own pager. */
export const Paging: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const excluded = () => canvas.getByRole('table', { name: 'Proyectos no seleccionados' });
    const firstName = within(excluded()).getAllByRole('row')[1]!.textContent;
    const pager = canvas.getByRole('navigation', { name: 'Proyectos no seleccionados' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await expect(args.onExcludedPageChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(excluded()).getAllByRole('row')[1]!.textContent).not.toBe(firstName));
  },
};

/**
 * After a decision (issue 43): pinning one large project in dropped the selection from 147 to 57 projects; the page
 * says so above the totals, with the budget and the total value before and after, and what the total value is made of.
 */
export const WhatTheLastDecisionCost: Story = {
  args: {
    lastDecision: {
      name: 'Acueducto troncal Río Paraná – Gran Santa Fe, tramo Recreo – Sauce Viejo',
      change: 'include',
      before: { ...optimizerTotals(sampleAnswer, sampleRun.budgetLimit), selectedCount: 147, objective: 3514.1 },
      after: { ...optimizerTotals(sampleAnswer, sampleRun.budgetLimit), selectedCount: 57, objective: 1862.45 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Fijar dentro «Acueducto troncal Río Paraná – Gran Santa Fe, tramo Recreo – Sauce Viejo» cambió la selección ' +
        'de 147 a 57 proyectos',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('el valor total de 3.514,1 a 1.862,5.');
    const totals = canvas.getByRole('list', { name: 'Resumen de la optimización' });
    await expect(totals).toHaveTextContent(/Valor total: [\d.,]+ \(en promedio [\d,]+ de 100 por proyecto\)/);
    await expect(canvas.getByText(/El valor total suma los proyectos seleccionados/)).toBeVisible();
  },
};

const longest = longestAnswerPages();
const listNames = ['Proyectos seleccionados', 'Proyectos no seleccionados'] as const;

/** Both lists' tables (the wide layout). */
const tablesOf = (canvasElement: HTMLElement) =>
  listNames.map((name) => within(canvasElement).getByRole('region', { name }));

/**
 * The demo's longest real values (issue 43: the table was ~1,500 px wide at 1280 px, Estado and the decision off
 * screen). At 1280 px both tables fit without scrolling sideways, the decision buttons included, and budgets show
 * whole pesos with the exact cents on hover. Below 40rem (the 360 px screenshot) each project is a card with the same
 * fields and its decision button, and nothing is wider than the screen.
 */
export const LongestRealValues: Story = {
  tags: ['responsive'],
  args: { ...longest, decisions: [], onSaveScenario: undefined },
  render: (args) => <OptimizerResults {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (isCompactViewport(canvasElement)) {
      await expect(fitsViewport(canvasElement)).toBe(true);
      await expect(canvas.queryByRole('table')).toBeNull();
      const selected = canvas.getByRole('region', { name: 'Proyectos seleccionados' });
      const cards = within(selected).getAllByRole('article');
      await expect(cards).toHaveLength(longest.selected.rows.length);
      const first = longest.selected.rows[0]!.project!;
      await expect(within(cards[0]!).getByRole('heading', { level: 3, name: first.name })).toBeVisible();
      // Its rank and value as tags above the code and name.
      await expect(cards[0]).toHaveTextContent(/^Posición 1Valor [\d,]+CEN-/);
      // The second was pinned in by a person: its card says so instead of offering the button.
      await expect(within(cards[1]!).getByText('Fijado dentro')).toBeVisible();
      // The decision is on the card, in view without scrolling sideways (PinWithReason follows it).
      const pin = within(cards[0]!).getByRole('button', { name: `Fijar fuera ${first.name}` });
      await expect(pin.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      return;
    }
    // The promise is for a 1280 px window (the visual test's); Vitest's browser is narrower, where the table scrolls.
    const wideEnough = window.innerWidth >= 1280;
    for (const region of wideEnough ? tablesOf(canvasElement) : []) {
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      const right = region.getBoundingClientRect().right;
      // The decisions are in view: every button ends inside the table's frame.
      for (const button of within(region).getAllByRole('button')) {
        await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
      }
    }
    const [selected] = tablesOf(canvasElement);
    // A budget with cents: whole pesos on screen, the exact amount in its tooltip and for screen readers.
    const withCents = within(selected!).getAllByTitle(/,\d\d$/)[0]!;
    await expect(withCents).toHaveTextContent(/^ARS [\d.]+ARS [\d.]+,\d\d$/);
    await expect(within(selected!).getAllByText('Compromiso').length).toBeGreaterThan(0);
    await expect(args.onPin).not.toHaveBeenCalled();
  },
};

/**
 * A window narrower than the ranking (here a 48rem column): the table scrolls sideways, and the rank and the name stay
 * at its start edge, so a row scrolled to its decision still says which project it is.
 */
export const NameStaysWhileScrolling: Story = {
  args: { ...longest, decisions: [], onSaveScenario: undefined },
  decorators: [(Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
  render: (args) => <OptimizerResults {...args} />,
  play: async ({ canvasElement }) => {
    if (isCompactViewport(canvasElement)) return;
    const [region] = tablesOf(canvasElement);
    await expect(region!.scrollWidth).toBeGreaterThan(region!.clientWidth);
    region!.scrollLeft = region!.scrollWidth;
    const row = within(region!).getAllByRole('row')[1]!;
    const [rank, name] = within(row).getAllByRole('cell');
    const frame = region!.getBoundingClientRect();
    await waitFor(() => expect(Math.abs(rank!.getBoundingClientRect().left - frame.left)).toBeLessThanOrEqual(2));
    await expect(
      Math.abs(name!.getBoundingClientRect().left - rank!.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(1);
    await expect(within(name!).getByRole('link', { name: longest.selected.rows[0]!.project!.name })).toBeVisible();
    // The decision, at the far end, is now in view beside the name.
    const button = within(row).getByRole('button', { name: /^Fijar fuera / });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
  },
};

/** The same at 360 px in Storybook and its Vitest run (the visual test's 360 px screenshot is LongestRealValues'). */
export const LongestRealValuesNarrow: Story = {
  ...LongestRealValues,
  ...atNarrowWidth,
  tags: ['no-screenshot'],
};
