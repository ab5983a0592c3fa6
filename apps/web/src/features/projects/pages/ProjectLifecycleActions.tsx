// The project page's actions on the whole project, for those who may edit: Editar (the form with every field) and
// Archivar or Restaurar, each after a confirmation (lib/LifecycleActions.tsx with the project's texts).
import { useNavigate } from 'react-router';
import { messages, paths, type ProjectDetail } from '@siipro/domain';
import { LifecycleActions } from '../../../lib/LifecycleActions.tsx';

const texts = messages.archive;

export function ProjectLifecycleActions(props: {
  tenantSlug: string;
  project: ProjectDetail;
  busy: boolean;
  onArchive: () => Promise<boolean>;
  onRestore: () => Promise<boolean>;
}) {
  const navigate = useNavigate();
  return (
    <LifecycleActions
      name={props.project.name}
      archived={Boolean(props.project.archivedAt)}
      archivedNotice={texts.archivedNotice}
      onEdit={() => navigate(paths.projectEdit(props.tenantSlug, props.project))}
      archiveConfirmText={texts.archiveConfirmText}
      restoreConfirmText={texts.restoreConfirmText}
      busy={props.busy}
      onArchive={props.onArchive}
      onRestore={props.onRestore}
    />
  );
}
