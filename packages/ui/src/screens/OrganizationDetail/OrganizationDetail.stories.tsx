import { messages } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { InlineEditOutcome } from '../../patterns/InlineEditHeader';
import { OrganizationDetail, type OrganizationDetailProps } from './OrganizationDetail';
import { organizationBreadcrumbs, sampleOrganization, sparseOrganization } from './OrganizationDetail.samples';

const texts = messages.organizations.detail;

const meta = {
  title: 'Pantallas/OrganizationDetail',
  component: OrganizationDetail,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The main column of an organisation's page (platform.md §2): breadcrumb Organismos > name, the name as h1 " +
          'with the pencil ("Editar") editing name and description in place as on a project\'s page (Enter saves, ' +
          'the description grows with its text, Guardar/Cancelar, "Guardando...", a conflict keeps the text and ' +
          'offers "Recargar"), "Descripción", then "Detalles" (open) and "Adjuntos" (closed, the three fixed ' +
          'placeholder file names). People show avatar and name, or a dash; dates es-AR.',
      },
    },
  },
  args: {
    organization: sampleOrganization,
    breadcrumbs: organizationBreadcrumbs(sampleOrganization.name),
    canEdit: true,
    onSave: fn(async (): Promise<InlineEditOutcome> => 'saved'),
    onReload: fn(),
  },
  argTypes: { organization: { control: 'object' }, breadcrumbs: { control: 'object' } },
  // The page owns the organisation: the story keeps it, so a save shows (with a newer version).
  render: function Render(args: OrganizationDetailProps) {
    const [organization, setOrganization] = useState(args.organization);
    return (
      <OrganizationDetail
        {...args}
        organization={organization}
        onSave={async (changes) => {
          const outcome = await args.onSave(changes);
          if (outcome === 'saved') setOrganization((old) => ({ ...old, ...changes, version: old.version + 1 }));
          return outcome;
        }}
      />
    );
  },
} satisfies Meta<typeof OrganizationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Detalles open with every field, Adjuntos closed; opening it lists the three files. */
export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = within(canvas.getByRole('navigation', { name: 'Migas de pan' }));
    await expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Organismos',
      sampleOrganization.name,
    ]);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleOrganization.name);
    await expect(canvas.getByRole('button', { name: texts.details })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Código',
      'Responsable',
      'Creado por',
      'Fecha de creación',
      'Actualizado por',
      'Fecha de actualización',
    ]);
    await expect(canvas.getByText('04/11/2024')).toBeVisible();
    await expect(canvas.getByText('21/10/2026')).toBeVisible();
    const attachments = canvas.getByRole('button', { name: texts.attachments });
    await expect(attachments).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(texts.attachmentFiles[0])).not.toBeVisible();
  },
};

export const Playground: Story = {};

/** Adjuntos opened: the spec's three placeholder file names. */
export const AttachmentsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const attachments = canvas.getByRole('button', { name: texts.attachments });
    await userEvent.click(attachments);
    await expect(attachments).toHaveAttribute('aria-expanded', 'true');
    for (const file of texts.attachmentFiles) await expect(canvas.getByText(file)).toBeVisible();
    attachments.blur();
  },
};

/** Nobody recorded and no description: each person reads as a dash ("Sin datos" to screen readers). */
export const MissingPeople: Story = {
  args: { organization: sparseOrganization },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sin datos')).toHaveLength(3);
    await expect(canvas.getByText(messages.common.noDescription)).toBeVisible();
  },
};

/** A viewer: no pencil. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Renamed: Enter saves name and description; the title shows the new name. */
export const Renamed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Editar' }).focus();
    await userEvent.keyboard('{Enter}');
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.type(name, 'Ministerio de Obras Públicas{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Ministerio de Obras Públicas',
      description: sampleOrganization.description,
    });
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ministerio de Obras Públicas'),
    );
    // The newer version starts the header afresh (as on a project's page), with the pencil back.
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible();
  },
};

/** A colleague saved first: the organisation's conflict text, the typed name kept, "Recargar". */
export const Conflict: Story = {
  args: { onSave: fn(async (): Promise<InlineEditOutcome> => 'conflict') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), ' Bonaerense{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.organizations.errors.conflict);
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue(`${sampleOrganization.name} Bonaerense`);
  },
};
