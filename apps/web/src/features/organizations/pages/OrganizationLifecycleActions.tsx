// An organisation's actions for those who may edit (issue 42): Editar (its form: name, description, responsible
// person) and Archivar or Restaurar, each after a confirmation (lib/LifecycleActions.tsx with the organisation's
// texts). The API refuses to archive one with active projects (409 saying how many): that message is the toast.
import { useNavigate } from 'react-router';
import { messages, paths, type OrganizationAnswer } from '@siipro/domain';
import { LifecycleActions } from '../../../lib/LifecycleActions.tsx';

const texts = messages.archive;

export function OrganizationLifecycleActions(props: {
  tenantSlug: string;
  organization: OrganizationAnswer;
  busy: boolean;
  onArchive: () => Promise<boolean>;
  onRestore: () => Promise<boolean>;
}) {
  const navigate = useNavigate();
  return (
    <LifecycleActions
      name={props.organization.name}
      archived={Boolean(props.organization.archivedAt)}
      archivedNotice={texts.organizationArchivedNotice}
      onEdit={() => navigate(paths.organizationEdit(props.tenantSlug, props.organization.slug))}
      archiveConfirmText={texts.archiveOrganizationConfirmText}
      restoreConfirmText={texts.restoreOrganizationConfirmText}
      busy={props.busy}
      onArchive={props.onArchive}
      onRestore={props.onRestore}
    />
  );
}
