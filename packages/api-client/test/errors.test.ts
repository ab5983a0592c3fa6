// What a failing call throws (platform.md §8): the server's Spanish message, INVITE_REQUIRED → /no-access,
// "Forbidden" for a bare 403, the call's own fallback text, and a recognisable cancellation.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, isCancelled } from '../src/index.ts';
import { clientUnderTest } from './support/clientUnderTest.ts';
import { GOOD_ID_TOKEN, error, installFakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  installFakeAuthApi(server);
});

afterEach(() => server.close());

async function signedInClient() {
  const setup = clientUnderTest(server);
  await setup.client.auth.exchange(GOOD_ID_TOKEN);
  return setup;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const reason = await promise.then(
    () => {
      throw new Error('The call was expected to fail');
    },
    (caught: unknown) => caught,
  );
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

describe('server errors', () => {
  it("carries the server's Spanish message, code, status and details", async () => {
    const details = [{ field: 'version', message: 'Versión desactualizada' }];
    server.route('PUT /t/cenit-demo/projects/p-9', () => ({
      status: 409,
      json: { errorCode: 'CONFLICT', message: 'Otra persona modificó el proyecto. Recarga la página.', details },
    }));
    const { client } = await signedInClient();

    const failure = await failureOf(
      client.http.put('t/cenit-demo/projects/p-9', (body) => body, { json: { version: 3 } }),
    );

    expect(failure).toMatchObject({
      status: 409,
      errorCode: 'CONFLICT',
      message: 'Otra persona modificó el proyecto. Recarga la página.',
      details,
    });
  });

  it('reads the text from an `error` field when there is no `message`', async () => {
    server.route('POST /t/cenit-demo/optimizer', () => ({ status: 422, json: { error: 'Criterios inválidos' } }));
    const { client } = await signedInClient();

    const failure = await failureOf(client.http.post('t/cenit-demo/optimizer', (body) => body, { json: {} }));

    expect(failure.message).toBe('Criterios inválidos');
  });

  it('uses "Forbidden" for a 403 without a message', async () => {
    server.route('GET /t/cenit-demo/settings', () => ({ status: 403, json: { errorCode: 'PERMISSION_DENIED' } }));
    const { client } = await signedInClient();

    const failure = await failureOf(
      client.http.get('t/cenit-demo/settings', (body) => body, {
        fallbackMessage: 'No se pudo obtener la configuración del tenant',
      }),
    );

    expect(failure).toMatchObject({ status: 403, errorCode: 'PERMISSION_DENIED', message: 'Forbidden' });
  });

  it("uses the call's fallback text when the answer is not the contract's error body", async () => {
    server.route('GET /t/cenit-demo/domains', () => ({ status: 502, headers: { 'content-type': 'text/html' } }));
    const { client } = await signedInClient();

    const failure = await failureOf(
      client.http.get('t/cenit-demo/domains', (body) => body, {
        fallbackMessage: 'No se pudo obtener los dominios del tenant',
      }),
    );

    expect(failure).toMatchObject({ status: 502, message: 'No se pudo obtener los dominios del tenant' });
  });

  it('reports an unreachable server as a connection error, not as a server answer', async () => {
    const { client } = await signedInClient();
    await server.close();

    const failure = await failureOf(client.http.get('protected', (body) => body));

    expect(failure).toMatchObject({ status: 0, errorCode: 'NETWORK_ERROR' });
    expect(failure.message).toBe('Error de conexión. Verifica tu conexión a internet e intenta nuevamente.');
  });
});

describe('INVITE_REQUIRED', () => {
  it('calls onInviteRequired and fails with "Access denied: invitation required"', async () => {
    server.route('GET /users/me', () => error(403, 'INVITE_REQUIRED', 'Necesitás una invitación.'));
    const { client, onInviteRequired, onAuthFailure } = await signedInClient();

    const failure = await failureOf(client.http.get('users/me', (body) => body));

    expect(failure).toMatchObject({
      status: 403,
      errorCode: 'INVITE_REQUIRED',
      message: 'Access denied: invitation required',
    });
    expect(onInviteRequired).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not send the user to /no-access for other 403s', async () => {
    server.route('GET /t/cenit-demo/members', () => error(403, 'PERMISSION_DENIED', 'No tenés permiso.'));
    const { client, onInviteRequired } = await signedInClient();

    const failure = await failureOf(client.http.get('t/cenit-demo/members', (body) => body));

    expect(failure.message).toBe('No tenés permiso.');
    expect(onInviteRequired).not.toHaveBeenCalled();
  });
});

describe('cancellation', () => {
  it('turns an aborted request into a cancelled error', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.route('GET /t/cenit-demo/organizations', () => {
      arrived();
      return new Promise(() => undefined);
    });
    const { client } = await signedInClient();
    const controller = new AbortController();

    const pending = failureOf(
      client.http.get('t/cenit-demo/organizations', (body) => body, { signal: controller.signal }),
    );
    await requestArrived;
    controller.abort();
    const failure = await pending;

    expect(isCancelled(failure)).toBe(true);
    expect(failure.status).toBe(499);
  });

  it('treats a 499 answer as cancelled (portfolio.md §7)', async () => {
    server.route('GET /t/cenit-demo/projects', () => ({ status: 499, json: { message: 'Client closed request' } }));
    const { client } = await signedInClient();

    const failure = await failureOf(client.http.get('t/cenit-demo/projects', (body) => body));

    expect(isCancelled(failure)).toBe(true);
  });

  it('does not count other failures as cancelled', async () => {
    server.route('GET /t/cenit-demo/projects', () =>
      error(400, 'VALIDATION_ERROR', 'El parámetro limit debe estar entre 1 y 100.'),
    );
    const { client } = await signedInClient();

    const failure = await failureOf(client.http.get('t/cenit-demo/projects', (body) => body));

    expect(isCancelled(failure)).toBe(false);
    expect(isCancelled(new Error('boom'))).toBe(false);
  });
});
