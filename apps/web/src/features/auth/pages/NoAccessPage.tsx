// /no-access (platform.md §6): the server requires an invitation. The session has already ended by then; should a
// signed-in person open the page by hand, the way back logs them out first. It names the account that was refused
// (the session store read it before signing out), so a person with two addresses knows which one to ask for.
import { NoAccessScreen } from '@siipro/ui';
import { useSession, useSessionStore } from '../../../session/SessionContext.tsx';

export function NoAccessPage() {
  const { status } = useSession();
  const store = useSessionStore();
  return (
    <NoAccessScreen
      email={store.refusedAccount ?? undefined}
      onLogout={status === 'signedIn' ? () => void store.logout() : undefined}
    />
  );
}
