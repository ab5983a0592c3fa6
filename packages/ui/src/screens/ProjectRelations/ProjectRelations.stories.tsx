import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProjectRelation, ProjectRelations as Relations } from '@siipro/domain';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { ProjectRelations, type ProjectRelationsChange, type ProjectRelationsProps } from './ProjectRelations';
import { emptyRelations, longName, sampleRelations, searchSamples, searchable } from './ProjectRelations.samples';

const hrefOf = (relation: ProjectRelation) => `/cenit-demo/proyectos/${relation.slug}`;

/** The app's part played by the story: the search answers from the samples, a save applies at once. */
function Harness(args: ProjectRelationsProps) {
  const [relations, setRelations] = useState(args.relations);
  const [results, setResults] = useState(args.results);
  const byId = new Map(searchable.map((item) => [item.projectId, item]));
  return (
    <div style={{ maxWidth: '24rem', minHeight: '34rem' }}>
      <ProjectRelations
        {...args}
        relations={relations}
        results={results}
        onSearch={(term) => {
          args.onSearch(term);
          setResults({ term, items: searchSamples(term) });
        }}
        onSave={(change: ProjectRelationsChange) => {
          args.onSave(change);
          setRelations((current: Relations | null) =>
            current
              ? {
                  ...current,
                  version: current.version + 1,
                  requires: change.requires.map((id) => byId.get(id)!),
                  alternativeGroup: change.alternativeGroup,
                  alternatives: change.alternativeGroup === current.alternativeGroup ? current.alternatives : [],
                }
              : current,
          );
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Pantallas/ProjectRelations',
  component: ProjectRelations,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'A project’s «Requiere» and «Alternativas» on its page (issue 44), what the optimizer’s model v2 reads: ' +
          'the projects it requires as links (with projects:edit each has «Quitar», and a combobox searches the ' +
          'tenant’s projects as one types to add another: arrow keys, Enter, Escape), the projects that require it, ' +
          'and its group of alternatives (at most one of the group is selected) with the other members as links. ' +
          'Each change is saved at once and kept in the project’s history. A viewer only reads.',
      },
    },
  },
  args: {
    state: 'loaded',
    relations: sampleRelations,
    canEdit: true,
    hrefOf,
    onRetry: fn(),
    onSave: fn(),
    busy: false,
    onSearch: fn(),
    results: null,
    searching: false,
    searchError: null,
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ProjectRelations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editor removes a required project with the keyboard, then finds and adds another by typing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const requires = canvas.getByRole('region', { name: 'Requiere' });
    await expect(within(requires).getByRole('link', { name: 'Acueducto Norte' })).toHaveAttribute(
      'href',
      '/cenit-demo/proyectos/acueducto-norte',
    );
    await expect(within(requires).getByRole('link', { name: 'Red cloacal del barrio San Martín' })).toBeVisible();
    const alternatives = canvas.getByRole('region', { name: 'Alternativas' });
    await expect(within(alternatives).getByLabelText('Grupo de alternativas')).toHaveValue('Cruce del río Negro');
    await expect(within(alternatives).getByRole('link', { name: 'Puente Sur' })).toBeVisible();

    within(requires).getByRole('button', { name: 'Quitar «Cisterna elevada de Villa Ángela» de Requiere' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenLastCalledWith({
      requires: [sampleRelations.requires[0]!.projectId],
      alternativeGroup: 'Cruce del río Negro',
    });
    // The focus goes on from the picker, not lost with the removed button.
    const picker = canvas.getByRole('combobox', { name: 'Agregar un proyecto requerido' });
    await expect(picker).toHaveFocus();

    await userEvent.keyboard('villa');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox', {
      name: 'Proyectos encontrados',
    });
    await expect(within(list).getByRole('option', { name: /Cisterna elevada de Villa Ángela/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSave).toHaveBeenLastCalledWith({
      requires: [sampleRelations.requires[0]!.projectId, sampleRelations.requires[1]!.projectId],
      alternativeGroup: 'Cruce del río Negro',
    });
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
  },
};

export const Playground: Story = { tags: ['no-screenshot'] };

/** The picker leaves out the project itself and those it already requires; a term nothing matches says so. */
export const SearchLeavesOutTheTaken: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Agregar un proyecto requerido' }));
    await expect(await body.findByText('Escribe al menos 2 letras del nombre o del código.')).toBeVisible();
    await userEvent.keyboard('OBR-2027');
    const list = await body.findByRole('listbox', { name: 'Proyectos encontrados' });
    await expect(args.onSearch).toHaveBeenLastCalledWith('OBR-2027');
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options.some((text) => text?.includes('Acueducto Norte'))).toBe(false);
    await expect(options.some((text) => text?.includes('Planta potabilizadora Norte'))).toBe(false);
    await expect(options.some((text) => text?.includes('Puente Sur'))).toBe(true);
    await userEvent.clear(canvas.getByRole('combobox', { name: 'Agregar un proyecto requerido' }));
    await userEvent.keyboard('zzz{Enter}');
    await expect(await body.findByText('Ningún otro proyecto coincide con «zzz».')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A viewer reads the links and the group; no picker, no «Quitar», no field. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Quitar/ })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('Cruce del río Negro')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vado del río Negro' })).toBeVisible();
  },
};

/** Nothing yet: an editor writes a group name and saves it. */
export const Empty: Story = {
  args: { relations: emptyRelations },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No requiere otros proyectos.')).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Guardar grupo' });
    // Nothing to save yet, and it says so (issue 43); a click does nothing.
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAccessibleDescription('Escribe otro grupo, o bórralo, para guardar un cambio.');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Grupo de alternativas'), '  Puente del río  ');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ requires: [], alternativeGroup: 'Puente del río' });
    await expect(await canvas.findByText('Todavía ningún otro proyecto está en este grupo.')).toBeVisible();
    // Saved, «Guardar grupo» is off again under the pointer: the pointer and focus leave it, for a picture at rest.
    await userEvent.unhover(save);
    save.blur();
  },
};

export const ReadOnlyEmpty: Story = {
  args: { relations: emptyRelations, canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No está en un grupo de alternativas.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', relations: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error', relations: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudieron cargar las relaciones del proyecto.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A save in flight: the controls wait (the picker keeps its focus). */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The controls wait, focusable, each saying why (issue 43).
    const remove = canvas.getByRole('button', { name: 'Quitar «Acueducto Norte» de Requiere' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription('Guardando...');
    await expect(canvas.getByRole('button', { name: 'Guardar grupo' })).toHaveAccessibleDescription('Guardando...');
    await expect(canvas.getByRole('combobox', { name: 'Agregar un proyecto requerido' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Long real names and codes wrap inside the column, at 1280 and at 360 px. */
export const LongNames: Story = {
  args: {
    relations: {
      ...sampleRelations,
      requires: [longName, sampleRelations.requires[0]!],
      alternativeGroup: 'Abastecimiento de agua potable del área metropolitana del Gran Resistencia y su periferia',
      alternatives: [longName],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: longName.name })).toHaveLength(2);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  // The `responsive` tag already shoots every story at 360 px.
  tags: ['no-screenshot'],
  args: LongNames.args,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Agregar un proyecto requerido' })).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
