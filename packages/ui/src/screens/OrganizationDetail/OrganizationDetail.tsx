import {
  formatDateAR,
  messages,
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  type OrganizationAnswer,
} from '@siipro/domain';
import type { BreadcrumbItem } from '../../patterns/Breadcrumbs';
import { Disclosure } from '../../patterns/Disclosure';
import { Field, FieldList, PersonValue, valueOrMissing } from '../../patterns/FieldList';
import {
  InlineEditHeader,
  type InlineEditHeaderProps,
  type InlineEditHeaderTexts,
} from '../../patterns/InlineEditHeader';
import { Stack } from '../../primitives/Stack';
import * as styles from './OrganizationDetail.css';

const texts = messages.organizations.detail;

const organizationTexts: InlineEditHeaderTexts = {
  nameLabel: messages.organizations.columns.name,
  description: texts.description,
  nameRequired: messages.organizations.validation.nameRequired,
  conflict: messages.organizations.errors.conflict,
};

export interface OrganizationDetailProps {
  organization: OrganizationAnswer;
  /** Organismos > organisation name (the page builds the hrefs with domain's paths). */
  breadcrumbs: readonly BreadcrumbItem[];
  /** organizations:edit: the pencil. Without it the page only reads. */
  canEdit: boolean;
  /** Saves name and description; answers saved, conflict (409: the text stays, "Recargar") or failed (toasted). */
  onSave: InlineEditHeaderProps['onSave'];
  /** The conflict message's "Recargar": reads the organisation again. */
  onReload: () => void;
  className?: string;
}

/**
 * The main column of an organisation's page (platform.md §2 "Organisation detail"): breadcrumb, the name as h1 with
 * the pencil ("Editar") that edits name and description in place (as on a project's page), "Descripción"; then
 * "Detalles" (open: Código, Responsable, Creado por, Fecha de creación, Actualizado por, Fecha de actualización; each
 * person with avatar, a dash when absent; dates es-AR) and "Adjuntos" (closed: the three fixed placeholder files).
 */
export function OrganizationDetail({
  organization,
  breadcrumbs,
  canEdit,
  onSave,
  onReload,
  className,
}: OrganizationDetailProps) {
  return (
    <Stack space="6" className={[styles.root, className].filter(Boolean).join(' ')}>
      <InlineEditHeader
        // Another organisation starts the header afresh; a newer version of this one does not, so focus stays on
        // the pencil after a save.
        key={organization.organizationId}
        breadcrumbs={breadcrumbs}
        name={organization.name}
        description={organization.description}
        canEdit={canEdit}
        onSave={onSave}
        onReload={onReload}
        texts={organizationTexts}
        nameMaxLength={ORGANIZATION_NAME_MAX_LENGTH}
        descriptionMaxLength={ORGANIZATION_DESCRIPTION_MAX_LENGTH}
      />
      <Stack space="4" className={styles.sections}>
        <Disclosure title={texts.details}>
          <FieldList>
            <Field label={texts.code}>{valueOrMissing(organization.code)}</Field>
            <Field label={messages.organizations.responsable}>
              <PersonValue person={organization.responsable} />
            </Field>
            <Field label={texts.createdBy}>
              <PersonValue person={organization.createdBy} />
            </Field>
            <Field label={texts.createdAt}>{valueOrMissing(formatDateAR(organization.createdAt))}</Field>
            <Field label={texts.updatedBy}>
              <PersonValue person={organization.updatedBy} />
            </Field>
            <Field label={texts.updatedAt}>{valueOrMissing(formatDateAR(organization.updatedAt))}</Field>
          </FieldList>
        </Disclosure>
        <Disclosure title={texts.attachments} defaultOpen={false}>
          <ul className={styles.files}>
            {texts.attachmentFiles.map((file) => (
              <li key={file} className={styles.fileName}>
                {file}
              </li>
            ))}
          </ul>
        </Disclosure>
      </Stack>
    </Stack>
  );
}
