import { messages, ORGANIZATION_DESCRIPTION_MAX_LENGTH, ORGANIZATION_NAME_MAX_LENGTH } from '@siipro/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  organizationBreadcrumbs,
  sampleOrganization,
} from '../../screens/OrganizationDetail/OrganizationDetail.samples';
import { InlineEditHeader, type InlineEditHeaderProps, type InlineEditOutcome } from './InlineEditHeader';

const organizationTexts: InlineEditHeaderProps['texts'] = {
  nameLabel: messages.organizations.columns.name,
  description: messages.organizations.detail.description,
  nameRequired: messages.organizations.validation.nameRequired,
  conflict: messages.organizations.errors.conflict,
};

const meta = {
  title: 'Patrones/InlineEditHeader',
  component: InlineEditHeader,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The top of a detail page whose name and description edit in place — ProjectHeader and OrganizationDetail ' +
          'are built on it. Breadcrumb, the name as h1, an optional meta slot, "Descripción". The pencil ("Editar") ' +
          'turns both into fields: Enter in the name or Guardar saves, Cancelar or Escape restores; "Guardando..." ' +
          'while saving, with no second submit; an empty name is refused with `texts.nameRequired`. `onSave` ' +
          'answers saved, failed (the text stays) or conflict (the text stays, `texts.conflict` and "Recargar"). ' +
          "`texts` and the two length limits name what is edited; here an organisation's.",
      },
    },
  },
  args: {
    breadcrumbs: organizationBreadcrumbs(sampleOrganization.name),
    name: sampleOrganization.name,
    description: sampleOrganization.description,
    canEdit: true,
    onSave: fn(async (): Promise<InlineEditOutcome> => 'saved'),
    onReload: fn(),
    texts: organizationTexts,
    nameMaxLength: ORGANIZATION_NAME_MAX_LENGTH,
    descriptionMaxLength: ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  },
  argTypes: { texts: { control: 'object' }, breadcrumbs: { control: 'object' } },
} satisfies Meta<typeof InlineEditHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Nombre' });

/** An organisation's texts: the name field is "Nombre"; an empty name gets the organisation's own message. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleOrganization.name);
    canvas.getByRole('button', { name: 'Editar' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nameField(canvasElement)).toHaveFocus());
    await userEvent.clear(nameField(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(messages.organizations.validation.nameRequired)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar' })).toHaveFocus());
    canvas.getByRole('button', { name: 'Editar' }).blur();
  },
};

export const Playground: Story = {};

/** A colleague saved first: the typed text stays, with the organisation's conflict text and "Recargar". */
export const Conflict: Story = {
  args: { onSave: fn(async (): Promise<InlineEditOutcome> => 'conflict') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(nameField(canvasElement), ' (nuevo nombre){Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.organizations.errors.conflict);
    await expect(nameField(canvasElement)).toHaveValue(`${sampleOrganization.name} (nuevo nombre)`);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/**
 * "Recargar" after a conflict: back to reading (the page loads the record again and the header shows it), with focus
 * on the pencil. A save likewise leaves focus on the pencil, even once the page passes the saved version in.
 */
export const ReloadAfterConflict: Story = {
  args: { onSave: fn(async (): Promise<InlineEditOutcome> => 'conflict') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.type(nameField(canvasElement), ' (nuevo nombre){Enter}');
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('textbox', { name: 'Nombre' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleOrganization.name);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar' })).toHaveFocus());
    canvas.getByRole('button', { name: 'Editar' }).blur();
  },
};
