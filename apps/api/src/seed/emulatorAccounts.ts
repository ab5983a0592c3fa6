// The demo accounts in the Firebase Auth emulator: e-mail + password (demo1234), verified, and a linked google.com
// identity for the same address so the emulator's Google sign-in popup offers them. Idempotent; the emulator keeps
// accounts in memory, so this runs on every API start (and on db:reset). Never runs against real Firebase.
import type { Auth } from 'firebase-admin/auth';
import { demoAccounts, type DemoAccount } from '@siipro/domain';

async function findUser(lookup: () => Promise<{ uid: string }>): Promise<{ uid: string } | null> {
  try {
    return await lookup();
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export async function seedEmulatorAccount(auth: Auth, account: DemoAccount): Promise<void> {
  // Someone may have signed up with a demo address under another uid: the demo account takes it back.
  const byEmail = await findUser(() => auth.getUserByEmail(account.email));
  if (byEmail && byEmail.uid !== account.uid) await auth.deleteUser(byEmail.uid);

  const profile = {
    email: account.email,
    password: account.password,
    displayName: account.name,
    emailVerified: true,
    disabled: false,
  };
  const existing = await findUser(() => auth.getUser(account.uid));
  if (existing) await auth.updateUser(account.uid, profile);
  else await auth.createUser({ uid: account.uid, ...profile });

  await auth.updateUser(account.uid, {
    providerToLink: {
      providerId: 'google.com',
      uid: `google-${account.uid}`,
      email: account.email,
      displayName: account.name,
    },
  });
}

export async function seedEmulatorAccounts(auth: Auth, accounts: readonly DemoAccount[] = demoAccounts): Promise<void> {
  for (const account of accounts) await seedEmulatorAccount(auth, account);
}

/** Waits until the emulator answers (it takes several seconds to start); false after `timeoutMs`. */
export async function waitForEmulator(host: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
