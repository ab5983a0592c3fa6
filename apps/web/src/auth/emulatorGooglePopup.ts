// Google sign-in against the Firebase Auth emulator without internet. Firebase's own signInWithPopup talks to its
// popup through a helper frame that loads Google's gapi script from apis.google.com, so offline (CI, a laptop on a
// train) it fails with auth/internal-error. This opens the very same emulator sign-in page — proxied by the web
// server under /emulator/auth, so it shares the app's origin — and receives its answer through a same-origin relay
// frame (public/emulator-auth-relay.html), speaking the emulator page's own protocol. The answer carries the
// account's claims as a fake Google ID token, which the emulator accepts in signInWithCredential.
import { GoogleAuthProvider, signInWithCredential, type Auth, type UserCredential } from 'firebase/auth';

/** Any name works: the emulator page only matches it between its URL and the relay frame's URL. */
const RELAY_APP_NAME = 'siipro';
const POPUP_FEATURES = 'popup=yes,width=500,height=640';
const CLOSED_POLL_MS = 400;

interface EmulatorAuthEvent {
  urlResponse?: string;
  error?: { code?: string } | null;
}

/** An error shaped like Firebase's, so the login screen's texts (auth/popup-closed-by-user…) apply. */
function authError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

function idTokenFrom(event: EmulatorAuthEvent): string {
  if (event.error?.code) throw authError(event.error.code);
  const idToken = event.urlResponse ? new URL(event.urlResponse).searchParams.get('id_token') : null;
  if (!idToken) throw authError('auth/internal-error');
  return idToken;
}

/** Must be called straight from the click, so the browser lets the popup open. */
export function signInWithEmulatorGooglePopup(auth: Auth, apiKey: string): Promise<UserCredential> {
  const identity = new URLSearchParams({ apiKey, appName: RELAY_APP_NAME });
  const handler = new URLSearchParams(identity);
  handler.set('authType', 'signInViaPopup');
  handler.set('providerId', GoogleAuthProvider.PROVIDER_ID);
  handler.set('eventId', crypto.randomUUID());

  const popup = window.open(`/emulator/auth/handler?${handler}`, 'siipro-google-sign-in', POPUP_FEATURES);
  if (!popup) return Promise.reject(authError('auth/popup-blocked'));

  const relay = document.createElement('iframe');
  relay.hidden = true;
  relay.title = 'relay';
  relay.src = `/emulator-auth-relay.html?${identity}`;
  document.body.append(relay);

  let stopWaiting = () => undefined as void;
  const answer = new Promise<string>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== relay.contentWindow) return;
      const data = event.data as { type?: string; authEvent?: EmulatorAuthEvent };
      if (data?.type !== 'siipro:emulator-auth-event' || !data.authEvent) return;
      try {
        resolve(idTokenFrom(data.authEvent));
      } catch (error) {
        reject(error);
      }
    };
    const closedWatch = window.setInterval(() => {
      if (popup.closed) reject(authError('auth/popup-closed-by-user'));
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
    stopWaiting = () => {
      window.clearInterval(closedWatch);
      window.removeEventListener('message', onMessage);
    };
  });

  return answer
    .then((idToken) => signInWithCredential(auth, GoogleAuthProvider.credential(idToken)))
    .finally(() => {
      stopWaiting();
      relay.remove();
      if (!popup.closed) popup.close();
    });
}
