// The actions on a whole project or organisation for those who may edit (issue 42): "Editar todos los campos" (its
// form) and Archivar or Restaurar after a confirmation; while archived, a notice instead of Editar. One component and
// one hook for both pages: the texts and the API calls are theirs. Composed of the kit's Button, Inline, Modal, Text.
import { useCallback, useState } from 'react';
import { isApiError } from '@siipro/api-client';
import { interpolate, messages } from '@siipro/domain';
import { Button, Inline, Modal, Text, useToast } from '@siipro/ui';

const texts = messages.archive;

export interface LifecycleActionsProps {
  name: string;
  archived: boolean;
  /** "Este proyecto está archivado." / "Este organismo está archivado." */
  archivedNotice: string;
  onEdit: () => void;
  /** What archiving and restoring do, in the confirmation. */
  archiveConfirmText: string;
  restoreConfirmText: string;
  busy: boolean;
  /** Each resolves true when done: the confirmation closes (a refusal leaves it open, its toast says why). */
  onArchive: () => Promise<boolean>;
  onRestore: () => Promise<boolean>;
}

export function LifecycleActions(props: LifecycleActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const { archived, name } = props;
  const confirm = async () => {
    if (await (archived ? props.onRestore() : props.onArchive())) setConfirming(false);
  };
  return (
    <Inline space="2" alignY="center">
      {archived ? <Text tone="muted">{props.archivedNotice}</Text> : null}
      {archived ? null : (
        <Button variant="secondary" onClick={props.onEdit}>
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
        description={archived ? props.restoreConfirmText : props.archiveConfirmText}
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

/**
 * Archivar / Restaurar: `call` asks the API, `done` puts its answer in place (the page's copy, the stale lists); then
 * a success toast. A refusal is the API's Spanish message in a toast (an organisation with active projects: how
 * many), else `failed`.
 */
export function useLifecycle<Answer>(options: {
  call: (action: 'archive' | 'restore') => Promise<Answer> | null;
  done: (answer: Answer) => Promise<unknown>;
  archivedText: string;
  restoredText: string;
  failedText: string;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { call, done, archivedText, restoredText, failedText } = options;
  const run = useCallback(
    async (action: 'archive' | 'restore') => {
      const pending = call(action);
      if (!pending) return false;
      setBusy(true);
      try {
        await done(await pending);
        toast.show({ type: 'success', message: action === 'archive' ? archivedText : restoredText });
        return true;
      } catch (error) {
        toast.show({ type: 'error', message: isApiError(error) && error.message ? error.message : failedText });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [call, done, archivedText, restoredText, failedText, toast],
  );
  return { busy, archive: () => run('archive'), restore: () => run('restore') };
}
