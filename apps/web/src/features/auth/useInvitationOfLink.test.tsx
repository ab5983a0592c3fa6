// @vitest-environment jsdom
// The sign-in page opened from an invitation's link (issue 43): the invitation it names, or — when the API refuses
// the link because its workspace is disabled (403, apps/api test tenantMembers "says a disabled workspace is
// disabled") — the API's own reason, which LoginScreen shows where the invitation would be (story
// FromDisabledWorkspaceLink). Rendered under a real router in a DOM, with the API client's own errors.
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@siipro/api-client';
import { messages, type InvitationLinkAnswer } from '@siipro/domain';
import type { LazyIdentity } from '../../auth/lazyIdentity.ts';
import { ServicesProvider } from '../../services/ServicesContext.tsx';
import { useInvitationOfLink } from './useInvitationOfLink.ts';

const TOKEN = 'Zq3v9Xr0bLk2Yp8Ws1Tn4Md7';

const pending: InvitationLinkAnswer = {
  tenantName: 'Ministerio de Infraestructura y Servicios Públicos de la Provincia de Buenos Aires',
  tenantSlug: 'obras-publicas',
  email: 'maria.fernandez@infraestructura.gba.gob.ar',
  role: 'editor',
  status: 'pending',
  expiresAt: '2026-12-14T09:00:00.000Z',
};

/** Renders the hook at `url`, the API's invitation call answered by `answer`; gives the latest value and the call. */
function renderAt(url: string, answer: () => Promise<InvitationLinkAnswer>) {
  const invitationLink = vi.fn((_token: string, _signal?: AbortSignal) => answer());
  const api = { tenantAdmin: { invitationLink } } as unknown as ApiClient;
  const services = { identity: {} as LazyIdentity, loadApi: async () => api };
  let latest: ReturnType<typeof useInvitationOfLink> | null = null;
  function Probe() {
    latest = useInvitationOfLink();
    return null;
  }
  const router = createMemoryRouter([{ path: '/login', Component: Probe }], { initialEntries: [url] });
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { latest: () => latest!, invitationLink };
}

/** Every promise callback queued so far has run (a task comes after them all): nothing is waited for by time. */
const settled = () => new Promise((resolve) => setTimeout(resolve));

afterEach(cleanup);

describe('useInvitationOfLink', () => {
  it('gives the invitation the link names', async () => {
    const { latest, invitationLink } = renderAt(`/login?invitacion=${TOKEN}`, async () => pending);
    await waitFor(() => expect(latest().invitation).toEqual(pending));
    expect(latest().refusal).toBeNull();
    expect(invitationLink).toHaveBeenCalledWith(TOKEN, expect.any(AbortSignal));
  });

  it("gives the API's reason when it refuses the link of a disabled workspace", async () => {
    const refused = new ApiError({
      status: 403,
      errorCode: 'PERMISSION_DENIED',
      message: messages.tenantDisabled.denied,
    });
    const { latest } = renderAt(`/login?invitacion=${TOKEN}`, () => Promise.reject(refused));
    await waitFor(() => expect(latest().refusal).toBe(messages.tenantDisabled.denied));
    expect(latest().refusal).toBe('Este espacio de trabajo está deshabilitado. Consulta con quien administra SIIPRO.');
    expect(latest().invitation).toBeNull();
  });

  it('leaves the plain sign-in for a link the API does not know, or when it cannot be asked', async () => {
    for (const failure of [
      new ApiError({ status: 404, errorCode: 'NOT_FOUND', message: 'No se encontró la invitación.' }),
      new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'Sin conexión' }),
    ]) {
      const { latest, invitationLink } = renderAt(`/login?invitacion=${TOKEN}`, () => Promise.reject(failure));
      await waitFor(() => expect(invitationLink).toHaveBeenCalled());
      // The rejection has reached the hook.
      await settled();
      expect(latest()).toEqual({ invitation: null, refusal: null });
      cleanup();
    }
  });

  it('asks nothing without a token', async () => {
    const { latest, invitationLink } = renderAt('/login', async () => pending);
    await settled();
    expect(invitationLink).not.toHaveBeenCalled();
    expect(latest()).toEqual({ invitation: null, refusal: null });
  });
});
