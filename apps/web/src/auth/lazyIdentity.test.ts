import { describe, expect, it, vi } from 'vitest';
import type { IdentityProvider } from './identityProvider.ts';
import { lazyIdentityProvider } from './lazyIdentity.ts';

/** localStorage's two reading calls over a list of keys. */
function storageWith(...keys: string[]) {
  return {
    get length() {
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
  };
}

/** The loaded sign-in service, with a user signed in or not, and its listeners reachable. */
function loadedService(signedIn: boolean) {
  const listeners = new Set<(signedIn: boolean) => void>();
  const service = {
    ready: vi.fn(async () => undefined),
    currentIdToken: vi.fn(async () => (signedIn ? 'id-token' : null)),
    currentEmail: vi.fn(async () => (signedIn ? 'persona@prueba.siipro.test' : null)),
    signInWithEmail: vi.fn(async () => 'id-token'),
    signInWithGoogle: vi.fn(async () => 'google-id-token'),
    signOut: vi.fn(async () => undefined),
    onSignedInChange: vi.fn((listener: (signedIn: boolean) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  } satisfies IdentityProvider;
  return { service, emit: (value: boolean) => listeners.forEach((listener) => listener(value)), listeners };
}

describe('lazyIdentityProvider', () => {
  it('answers "nobody signed in" without loading the service when Firebase keeps no user here', async () => {
    const load = vi.fn(async () => loadedService(false).service);
    const identity = lazyIdentityProvider({ load, storage: storageWith('siipro.activeTenant') });

    await identity.ready();
    expect(await identity.currentIdToken()).toBeNull();
    await identity.signOut();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the service at once when Firebase keeps a user, and answers its token', async () => {
    const { service } = loadedService(true);
    const load = vi.fn(async () => service);
    const identity = lazyIdentityProvider({ load, storage: storageWith('firebase:authUser:fake-api-key:[DEFAULT]') });

    await identity.ready();
    expect(await identity.currentIdToken()).toBe('id-token');
    expect(load).toHaveBeenCalledOnce();
    expect(service.ready).toHaveBeenCalledOnce();
  });

  it('loads once for many calls, and signs in through the loaded service', async () => {
    const { service } = loadedService(false);
    const load = vi.fn(async () => service);
    const identity = lazyIdentityProvider({ load, storage: storageWith() });

    await Promise.all([identity.preload(), identity.preload()]);
    expect(await identity.signInWithEmail('ana@siipro.test', 'demo1234')).toBe('id-token');
    expect(await identity.signInWithGoogle()).toBe('google-id-token');
    expect(service.signInWithEmail).toHaveBeenCalledWith('ana@siipro.test', 'demo1234');
    // Once loaded, the service is asked even without a persisted user (it may have just signed one in).
    expect(await identity.currentIdToken()).toBeNull();
    expect(service.currentIdToken).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });

  it('hands listeners registered before the load to the service once it arrives, and unsubscribes them', async () => {
    const { service, emit, listeners } = loadedService(false);
    const identity = lazyIdentityProvider({ load: async () => service, storage: storageWith() });
    const heard: boolean[] = [];
    const unsubscribe = identity.onSignedInChange((signedIn) => heard.push(signedIn));

    emit(true);
    expect(heard).toEqual([]);
    await identity.preload();
    emit(true);
    emit(false);
    expect(heard).toEqual([true, false]);

    unsubscribe();
    expect(listeners.size).toBe(0);
  });

  it('retries a load that failed (the chunk could not be downloaded)', async () => {
    const { service } = loadedService(false);
    const load = vi
      .fn<() => Promise<IdentityProvider>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(service);
    const identity = lazyIdentityProvider({ load, storage: storageWith() });

    await expect(identity.signInWithEmail('ana@siipro.test', 'x')).rejects.toThrow('dynamically imported');
    expect(await identity.signInWithEmail('ana@siipro.test', 'x')).toBe('id-token');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
