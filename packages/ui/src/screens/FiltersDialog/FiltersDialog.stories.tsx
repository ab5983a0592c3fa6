import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { Button } from '../../primitives/Button';
import { FiltersDialog, type FiltersDialogProps } from './FiltersDialog';
import { sampleFilterSections } from './FiltersDialog.samples';

type DemoProps = Omit<FiltersDialogProps, 'open'>;

/** The list screen's wiring: the "Filtros" button opens the dialog; applying closes it. */
function FiltersDialogDemo({ onOpenChange, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Filtros
      </Button>
      <FiltersDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Pantallas/FiltersDialog',
  component: FiltersDialogDemo,
  subcomponents: { FiltersDialog },
  tags: ['autodocs', 'responsive'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The "Filtros" dialog of the projects list (portfolio.md §2.3), a full-screen overlay built on Modal: it ' +
          'closes on Escape, the close button and a click outside, and fades and scales in 300 ms / out 200 ms ' +
          '(instantly under reduced motion). Sections come from the caller: single choice (radios; choosing the ' +
          'chosen one clears it), multiple choice (checkboxes in two columns) and ranges ("Desde" / "Hasta", numbers ' +
          'only). "Sin datos" marks a section without options; past 3 (single) or 4 (multiple) options a "Ver más" / ' +
          '"Ver menos" toggle appears. "Limpiar" empties selections, expansions and ranges, calls `onReset` and stays ' +
          'open; "Ver Resultados" or Enter (without Shift) calls `onApply` with `{[sectionId]: ids[], ' +
          '[rangeId]From: [v], [rangeId]To: [v]}` and closes. The map is the `DialogResult` of @siipro/domain.',
      },
      story: { inline: false, height: '640px' },
    },
  },
  args: { sections: sampleFilterSections, onApply: fn(), onReset: fn(), onOpenChange: fn() },
  argTypes: { sections: { control: false } },
} satisfies Meta<typeof FiltersDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filtros' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Filtros' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const section = (dialog: HTMLElement, title: string) => within(dialog).getByRole('group', { name: title });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    // Six statuses, four shown, then "Ver más".
    const status = within(section(dialog, 'Estado'));
    await expect(status.getAllByRole('checkbox')).toHaveLength(4);
    await expect(status.getByRole('button', { name: 'Ver más' })).toHaveAttribute('aria-expanded', 'false');
    // Three priorities: all shown, no toggle.
    const priority = within(section(dialog, 'Prioridad'));
    await expect(priority.getAllByRole('radio')).toHaveLength(3);
    await expect(priority.queryByRole('button', { name: 'Ver más' })).toBeNull();
    // Four evaluations in a single-choice section: three shown.
    await expect(within(section(dialog, 'Evaluación económica')).getAllByRole('radio')).toHaveLength(3);
    await expect(within(section(dialog, 'Creado por')).getByText('Sin datos')).toBeVisible();
    const budget = within(section(dialog, 'Presupuesto'));
    await expect(budget.getByRole('textbox', { name: 'Presupuesto desde' })).toHaveAttribute('placeholder', 'Desde');
    await expect(budget.getByRole('textbox', { name: 'Presupuesto hasta' })).toHaveAttribute('placeholder', 'Hasta');
    await expect(inDialog.getByRole('button', { name: 'Limpiar' })).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Ver Resultados' })).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

/** Opens with the current filters (the `DialogResult` map) already chosen; range bounds show as typed in es-AR. */
export const Playground: Story = {
  args: {
    initialSelection: {
      status: ['Ejecución'],
      priority: ['Alta'],
      budgetAmountFrom: ['1000000'],
      scoreFrom: ['62.5'],
      scoreTo: ['80'],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(section(dialog, 'Prioridad')).getByRole('radio', { name: 'Alta' })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: 'Presupuesto desde' })).toHaveValue('1.000.000');
    await expect(within(dialog).getByRole('textbox', { name: 'Puntuación SIIPRO desde' })).toHaveValue('62,5');
    // Ejecución is the fourth status: visible while collapsed.
    await expect(within(section(dialog, 'Estado')).getByRole('checkbox', { name: 'Ejecución' })).toBeChecked();
  },
};

/**
 * Reopened on applied bounds and applied again without a change, the dialog hands back the very same bounds: a
 * decimal 62.5 is shown "62,5" and read back as 62.5 (shown "62.5" it would be read as 625).
 */
export const ReapplyKeepsTheBounds: Story = {
  args: { initialSelection: { budgetAmountTo: ['2500000.75'], scoreFrom: ['62.5'] } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: 'Presupuesto hasta' })).toHaveValue('2.500.000,75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver Resultados' }));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({ budgetAmountTo: ['2500000.75'], scoreFrom: ['62.5'] }),
    );
  },
};

export const SingleChoiceClearsOnReselect: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const priority = within(section(dialog, 'Prioridad'));
    await userEvent.click(priority.getByRole('radio', { name: 'Alta' }));
    await expect(priority.getByRole('radio', { name: 'Alta' })).toBeChecked();
    await userEvent.click(priority.getByRole('radio', { name: 'Media' }));
    await expect(priority.getByRole('radio', { name: 'Alta' })).not.toBeChecked();
    // Choosing the chosen option again clears the section; Space does the same from the keyboard.
    await userEvent.click(priority.getByRole('radio', { name: 'Media' }));
    await expect(priority.getByRole('radio', { name: 'Media' })).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(priority.getByRole('radio', { name: 'Media' })).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(priority.getByRole('radio', { name: 'Media' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver Resultados' }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ priority: [] }));
  },
};

export const MultipleChoiceInTwoColumns: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const boxes = within(section(dialog, 'Fuente de Financiamiento')).getAllByRole('checkbox');
    const lefts = new Set(boxes.map((box) => Math.round(box.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(2);
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    await expect(boxes[0]).toBeChecked();
    await expect(boxes[2]).toBeChecked();
    await userEvent.click(boxes[0]!);
    await expect(boxes[0]).not.toBeChecked();
  },
};

export const SeeMoreSeeLess: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const status = within(section(dialog, 'Estado'));
    const toggle = status.getByRole('button', { name: 'Ver más' });
    await userEvent.click(toggle);
    await expect(status.getAllByRole('checkbox')).toHaveLength(6);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('Ver menos');
    await userEvent.keyboard('{Enter}');
    await expect(status.getAllByRole('checkbox')).toHaveLength(4);
    // Enter on the toggle toggles; it does not submit the form.
    await expect(page(canvasElement).getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    await userEvent.click(within(section(dialog, 'Estudio ambiental')).getByRole('button', { name: 'Ver más' }));
    await expect(within(section(dialog, 'Estudio ambiental')).getAllByRole('radio')).toHaveLength(4);
  },
};

/** A chosen option past the cut opens its section expanded, so the choice is never hidden. */
export const ChosenOptionStartsExpanded: Story = {
  args: { initialSelection: { status: ['Desestimado'] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const status = within(section(dialog, 'Estado'));
    await expect(status.getByRole('checkbox', { name: 'Desestimado' })).toBeChecked();
    await expect(status.getByRole('button', { name: 'Ver menos' })).toBeVisible();
  },
};

/**
 * Bounds are read as people in Argentina type them (issue 43): thousands dots, a decimal comma, "ARS" or "$" before,
 * amounts in words. What cannot be read is refused with a message and never applied in part.
 */
export const RangesReadTypedNumbers: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const from = within(dialog).getByRole('textbox', { name: 'Presupuesto desde' });
    await userEvent.type(from, 'ARS 2.500.000');
    await expect(from).toHaveValue('ARS 2.500.000');
    await expect(from).toHaveAccessibleDescription('Se entiende: 2.500.000');
    const to = within(dialog).getByRole('textbox', { name: 'Presupuesto hasta' });
    await userEvent.type(to, '4.000.000,50');
    const monthsTo = within(dialog).getByRole('textbox', { name: 'Meses de ejecución hasta' });
    await userEvent.type(monthsTo, '36 meses');
    await expect(monthsTo).toHaveAttribute('aria-invalid', 'true');
    // Enter does not apply a bound it cannot read: the bound takes the focus, with its reason.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver Resultados' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(monthsTo).toHaveFocus();
    await expect(monthsTo).toHaveAccessibleDescription(
      'No se entiende «36 meses» como número. Escribe, por ejemplo, 1.500.000,50 o 50 mil millones.',
    );
    await userEvent.clear(monthsTo);
    await userEvent.type(monthsTo, '36');
    // Enter in a range field applies.
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    const result = (args.onApply as ReturnType<typeof fn>).mock.calls[0]![0] as Record<string, string[]>;
    // The caller receives plain numbers.
    await expect(result.budgetAmountFrom).toEqual(['2500000']);
    await expect(result.budgetAmountTo).toEqual(['4000000.50']);
    await expect(result.expectedExecutionMonthsTo).toEqual(['36']);
    // Empty bounds are left out.
    await expect(result).not.toHaveProperty('expectedExecutionMonthsFrom');
    await expect(result).not.toHaveProperty('scoreFrom');
  },
};

export const ApplyBuildsTheResultMap: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(section(dialog, 'Estado')).getByRole('checkbox', { name: 'Priorizado' }));
    await userEvent.click(within(section(dialog, 'Estado')).getByRole('checkbox', { name: 'Ejecución' }));
    await userEvent.click(within(section(dialog, 'Prioridad')).getByRole('radio', { name: 'Alta' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Puntuación SIIPRO desde' }), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver Resultados' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith({
      status: ['Priorizado', 'Ejecución'],
      priority: ['Alta'],
      executingArea: [],
      fundingSource: [],
      economicEvaluation: [],
      environmentalStudy: [],
      organization: [],
      sector: [],
      program: [],
      province: [],
      createdBy: [],
      scoreFrom: ['60'],
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Enter without Shift submits from a checkbox; Shift+Enter does not. */
export const EnterSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const checkbox = within(section(dialog, 'Estado')).getByRole('checkbox', { name: 'Identificado' });
    checkbox.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ status: ['Identificado'] }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const ClearKeepsTheDialogOpen: Story = {
  args: {
    initialSelection: { status: ['Desestimado', 'Ejecución'], priority: ['Baja'], budgetAmountTo: ['5000000'] },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(section(dialog, 'Estado')).getByRole('button', { name: 'Ver menos' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Limpiar' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await expect(within(dialog).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await expect(within(dialog).getByRole('textbox', { name: 'Presupuesto hasta' })).toHaveValue('');
    // Expansions are reset too.
    await expect(within(section(dialog, 'Estado')).getByRole('button', { name: 'Ver más' })).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * The transitions the browser applies to the dialog: fade and scale in over 300 ms, out over 200 ms (§2.3, §9); none
 * for a person who asks for reduced motion (as the screenshot runs do).
 */
export const FadesAndScalesInAndOut: Story = {
  play: async ({ canvasElement }) => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const dialog = await openDialog(canvasElement);
    const durations = () => getComputedStyle(dialog).transitionDuration;
    await waitFor(() => expect(dialog).toHaveAttribute('data-enter'));
    await expect(durations()).toBe(reducedMotion ? '0s' : '0.3s, 0.3s');
    await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
    await expect(getComputedStyle(dialog).transform).toBe('none');

    await userEvent.keyboard('{Escape}');
    if (!reducedMotion) {
      // Leaving, it stays in the page for its 200 ms, fading and shrinking back.
      await waitFor(() => expect(dialog).not.toHaveAttribute('data-enter'), { interval: 10 });
      await expect(durations()).toBe('0.2s, 0.2s');
    }
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnEscapeButtonAndOutsideClick: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filtros' });
    await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    let dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

    dialog = await openDialog(canvasElement);
    const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-backdrop]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 4, clientY: 4 } });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const NarrowScreen: Story = {
  ...atNarrowWidth,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(fitsViewport(canvasElement)).toBe(true);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(
      within(dialog).getByRole('button', { name: 'Ver Resultados' }).getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(window.innerHeight);
  },
};
