// The project page's actions on the whole project, for those who may edit: Editar (the form with every field) and
// Archivar or Restaurar, each after a confirmation. Composed of the kit's Button, Inline and Modal.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { interpolate, messages, paths, type ProjectDetail } from '@siipro/domain';
import { Button, Inline, Modal, Text } from '@siipro/ui';

const texts = messages.archive;

export function ProjectLifecycleActions(props: {
  tenantSlug: string;
  project: ProjectDetail;
  busy: boolean;
  onArchive: () => Promise<boolean>;
  onRestore: () => Promise<boolean>;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const archived = Boolean(props.project.archivedAt);
  const name = props.project.name;
  const confirm = async () => {
    if (await (archived ? props.onRestore() : props.onArchive())) setConfirming(false);
  };
  return (
    <Inline space="2" alignY="center">
      {archived ? <Text tone="muted">{texts.archivedNotice}</Text> : null}
      {archived ? null : (
        <Button variant="secondary" onClick={() => navigate(paths.projectEdit(props.tenantSlug, props.project))}>
          {texts.editProject}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {archived ? texts.restoreProject : texts.archiveProject}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title={interpolate(archived ? texts.restoreConfirmTitle : texts.archiveConfirmTitle, { name })}
        description={archived ? texts.restoreConfirmText : texts.archiveConfirmText}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {texts.cancel}
            </Button>
            <Button loading={props.busy} onClick={() => void confirm()}>
              {archived ? texts.restoreProject : texts.archiveProject}
            </Button>
          </>
        }
      />
    </Inline>
  );
}
