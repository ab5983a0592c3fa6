import { DEFAULT_PROJECT_STATUSES, messages, paths, sampleCompleteProject } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriorityIndicator } from '../PriorityIndicator';
import { ProjectScore } from '../ProjectScore';
import { sampleScoring } from '../ScoreExplanation/ScoreExplanation.samples';
import { StatusControl } from '../StatusControl';
import { ProjectHeader, type ProjectHeaderProps, type ProjectSaveOutcome } from './ProjectHeader';

const tenant = 'cenit-demo';
const project = sampleCompleteProject;
const organization = project.organizations[0]!;

const withOrganization: ProjectHeaderProps['breadcrumbs'] = [
  { label: messages.projects.breadcrumbOrganizations, href: paths.organizations(tenant) },
  { label: organization.name, href: paths.organization(tenant, organization.slug) },
  {
    label: messages.projects.titleProjects,
    href: paths.projects(tenant, { organizationSlug: organization.slug }),
  },
  { label: project.slug },
];

const withoutOrganization: ProjectHeaderProps['breadcrumbs'] = [
  { label: messages.projects.titleProjects, href: paths.projects(tenant) },
  { label: project.slug },
];

/** What the detail page puts in the meta slot: status, score, priority and executing area. */
function SampleMeta({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <>
      <StatusControl
        statuses={DEFAULT_PROJECT_STATUSES}
        value={project.status}
        onChange={() => {}}
        readOnly={readOnly}
      />
      <PriorityIndicator priority={project.priority} />
      <span>{`${messages.projectDetail.executingArea}: ${project.executingArea}`}</span>
      <ProjectScore scoring={sampleScoring} />
    </>
  );
}

/** An onSave spy that answers `outcome` (or never, for the saving state). */
const answering = (outcome: ProjectSaveOutcome | 'never') =>
  fn<ProjectHeaderProps['onSave']>(() =>
    outcome === 'never' ? new Promise<ProjectSaveOutcome>(() => {}) : Promise.resolve(outcome),
  );

const meta = {
  title: 'Pantallas/ProjectHeader',
  component: ProjectHeader,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The top of a project's detail page (portfolio.md §2.4): the breadcrumb (with or without the " +
          "organisation), the name as the page's h1, a meta slot (status, score, priority, area) and the " +
          'description under "Descripción" ("Sin descripción" when empty). An editor\'s pencil ("Editar") edits name ' +
          'and description inline: Enter in the name or Guardar saves, Cancelar or Escape restores. While saving the ' +
          'button reads "Guardando..." and a second submit is impossible. An empty name is refused in the browser ' +
          "with the API's text. `onSave` answers saved (edit mode closes), failed (the text stays; the page toasts) " +
          'or conflict (the text stays and a message offers "Recargar", which calls `onReload`). The description is ' +
          'sent as null when emptied.',
      },
    },
  },
  args: {
    breadcrumbs: withOrganization,
    name: project.name,
    description: project.description,
    canEdit: true,
    onSave: answering('saved'),
    onReload: fn(),
    children: <SampleMeta />,
  },
  argTypes: { children: { control: false }, breadcrumbs: { control: 'object' } },
  // The page owns the project: the story keeps it, so a save shows.
  render: function Render(args: ProjectHeaderProps) {
    const [shown, setShown] = useState({ name: args.name, description: args.description });
    return (
      <ProjectHeader
        {...args}
        name={shown.name}
        description={shown.description}
        onSave={async (changes) => {
          const outcome = await args.onSave(changes);
          if (outcome === 'saved') setShown(changes);
          return outcome;
        }}
      />
    );
  },
} satisfies Meta<typeof ProjectHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const pencil = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Editar' });
const nameField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Título' });
const descriptionField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Descripción' });

/**
 * After a save focus is back on the pencil, which may show its tooltip after its delay; Escape hides it (as for a
 * person) and focus leaves, so the screenshot shows the header alone.
 */
async function leavePencil(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(pencil(canvasElement)).toHaveFocus());
  // Focus that follows a keyboard save shows it (400 ms delay); after a click Chromium may not count it as visible.
  const tooltip = await body.findByRole('tooltip', {}, { timeout: 1000 }).catch(() => null);
  if (tooltip) {
    await expect(tooltip).toHaveTextContent('Editar');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  }
  pencil(canvasElement).blur();
}

/** Opens edit mode from the keyboard (no pointer is left where the pencil comes back to show its tooltip). */
async function startEditing(canvasElement: HTMLElement) {
  pencil(canvasElement).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(nameField(canvasElement)).toHaveFocus());
}

/** An editor: Enter in the name saves the typed name and description; edit mode closes and shows them. */
export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(project.name);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Descripción' })).toBeVisible();
    await startEditing(canvasElement);
    await expect(nameField(canvasElement)).toHaveValue(project.name);
    await expect(descriptionField(canvasElement)).toHaveValue(project.description);
    await userEvent.clear(descriptionField(canvasElement));
    await userEvent.type(descriptionField(canvasElement), 'Acueducto troncal de 142 km.');
    await userEvent.clear(nameField(canvasElement));
    await userEvent.type(nameField(canvasElement), '  Acueducto del Norte Cordobés  {Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Acueducto del Norte Cordobés',
      description: 'Acueducto troncal de 142 km.',
    });
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Título' })).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Acueducto del Norte Cordobés');
    await expect(canvas.getByText('Acueducto troncal de 142 km.')).toBeVisible();
    await leavePencil(canvasElement);
  },
};

export const Playground: Story = {
  args: { description: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sin descripción')).toBeVisible();
  },
};

/** A project with no organisation: Proyectos > slug. */
export const WithoutOrganisation: Story = {
  args: { breadcrumbs: withoutOrganization },
  play: async ({ canvasElement }) => {
    const trail = within(within(canvasElement).getByRole('navigation', { name: 'Migas de pan' }));
    await expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Proyectos', project.slug]);
    await expect(trail.getByText(project.slug)).toHaveAttribute('aria-current', 'page');
  },
};

/** A viewer: no pencil, no way into edit mode. */
export const ReadOnly: Story = {
  args: { canEdit: false, children: <SampleMeta readOnly /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(project.name);
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Escape and Cancelar both restore the saved values and give focus back to the pencil; here left open. */
export const Editing: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await startEditing(canvasElement);
    await userEvent.type(nameField(canvasElement), ' (borrador)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(pencil(canvasElement)).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(project.name);

    await startEditing(canvasElement);
    await expect(nameField(canvasElement)).toHaveValue(project.name);
    await userEvent.clear(descriptionField(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(pencil(canvasElement)).toHaveFocus());
    await expect(canvas.getByText(project.description!)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await startEditing(canvasElement);
    await expect(descriptionField(canvasElement)).toHaveValue(project.description);
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};

/** Saving (onSave never answers): "Guardando...", and neither a double click nor two Enters save twice. */
export const Saving: Story = {
  args: { onSave: answering('never') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await startEditing(canvasElement);
    await userEvent.type(nameField(canvasElement), ' - Etapa I');
    // Two Enters in the same tick, before React re-renders.
    fireEvent.keyDown(nameField(canvasElement), { key: 'Enter' });
    fireEvent.keyDown(nameField(canvasElement), { key: 'Enter' });
    const button = await canvas.findByRole('button', { name: 'Guardando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(button);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      name: `${project.name} - Etapa I`,
      description: project.description,
    });
    // Cancelar waits for the save and says why (issue 43).
    const cancel = canvas.getByRole('button', { name: 'Cancelar' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await expect(cancel).toHaveAccessibleDescription('Guardando...');
  },
};

/** A double click on Guardar saves once. */
export const DoubleClickSavesOnce: Story = {
  args: { onSave: answering('saved') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await startEditing(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await leavePencil(canvasElement);
  },
};

/** Someone else saved first: the typed text stays, the message says so, and offers Recargar (see InlineEditHeader's ReloadAfterConflict). */
export const Conflict: Story = {
  args: { onSave: answering('conflict') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await startEditing(canvasElement);
    await userEvent.clear(nameField(canvasElement));
    await userEvent.type(nameField(canvasElement), 'Acueducto del Norte - Tramo Sebastián Elcano');
    await userEvent.clear(descriptionField(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Acueducto del Norte - Tramo Sebastián Elcano',
      description: null,
    });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Otra persona modificó este proyecto. Recarga la página para ver los cambios.',
    );
    await expect(nameField(canvasElement)).toHaveValue('Acueducto del Norte - Tramo Sebastián Elcano');
    await expect(descriptionField(canvasElement)).toHaveValue('');
    await expect(within(alert).getByRole('button', { name: 'Recargar' })).toBeVisible();
    await expect(args.onReload).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A failed save (the page toasts): still editing, with the typed text. */
export const Failed: Story = {
  args: { onSave: answering('failed') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await startEditing(canvasElement);
    await userEvent.type(nameField(canvasElement), ' (revisado){Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Guardar' })).not.toHaveAttribute('aria-busy'));
    await expect(nameField(canvasElement)).toHaveValue(`${project.name} (revisado)`);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty name is refused here, with the API's text; nothing is sent. */
export const EmptyNameRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await startEditing(canvasElement);
    await userEvent.clear(nameField(canvasElement));
    await userEvent.type(nameField(canvasElement), '   {Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    const field = nameField(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('El nombre del proyecto no puede estar vacío.');
    await expect(field).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
