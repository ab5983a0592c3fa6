// The path a person asked for before being sent to sign in (platform.md §2: "Unauthenticated users go to login,
// remembering the requested path; after login they return to it, otherwise to /tenant/seleccionar"). It travels in
// the router's location state, which the browser keeps in history.state, so it survives a reload of /login.

import { LOGIN_PATH, NO_ACCESS_PATH, ROOT_PATH, TENANT_PICKER_PATH } from '@siipro/domain';

export interface PathParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The location state the guard hands to /login. */
export interface LoginRedirectState {
  from: string;
}

/** Screens that are never worth returning to after signing in. */
const NOT_REMEMBERED = [LOGIN_PATH, NO_ACCESS_PATH];

/**
 * Only a path inside this app: absolute, and not protocol-relative ("//evil.example") or backslashed ("/\evil"),
 * which browsers would read as another host.
 */
function isInAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function isNotRemembered(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '');
  return NOT_REMEMBERED.includes(pathname);
}

/** The state to attach to the redirect to /login, or undefined when the requested path is not worth remembering. */
export function loginRedirectState(location: PathParts): LoginRedirectState | undefined {
  const path = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (!isInAppPath(path) || isNotRemembered(path) || location.pathname === ROOT_PATH) return undefined;
  return { from: path };
}

/** Where to go once signed in: the remembered path when it is a safe in-app path, else the workspace picker. */
export function pathAfterLogin(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : undefined;
  if (typeof from !== 'string' || !isInAppPath(from) || isNotRemembered(from)) return TENANT_PICKER_PATH;
  return from;
}
