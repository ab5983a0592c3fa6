// An organisation's actions for those who may edit (issue 42): Editar (its form: name, description, responsible
// person) and Archivar or Restaurar, each after a confirmation. The API refuses to archive one with active projects
// (409 saying how many): that message is the toast. Composed of the kit's Button, Inline, Modal and Text.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { interpolate, messages, paths, type OrganizationAnswer } from '@siipro/domain';
import { Button, Inline, Modal, Text } from '@siipro/ui';

const texts = messages.archive;

export function OrganizationLifecycleActions(props: {
  tenantSlug: string;
  organization: OrganizationAnswer;
  busy: boolean;
  onArchive: () => Promise<boolean>;
  onRestore: () => Promise<boolean>;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const archived = Boolean(props.organization.archivedAt);
  const name = props.organization.name;
  const confirm = async () => {
    // Refused or not, the dialog closes: the toast says what happened.
    await (archived ? props.onRestore() : props.onArchive());
    setConfirming(false);
  };
  return (
    <Inline space="2" alignY="center" align="end">
      {archived ? <Text tone="muted">{texts.organizationArchivedNotice}</Text> : null}
      {archived ? null : (
        <Button
          variant="secondary"
          onClick={() => navigate(paths.organizationEdit(props.tenantSlug, props.organization.slug))}
        >
          {texts.editOrganization}
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
        description={archived ? texts.restoreOrganizationConfirmText : texts.archiveOrganizationConfirmText}
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
