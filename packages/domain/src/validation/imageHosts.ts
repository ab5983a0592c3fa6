// Where the images every member's browser fetches may come from (issue 46): avatars and tenant logos were taken from
// any https host, so an admin's logo URL (or a sign-in provider's picture) made every member's browser call a server
// of someone's choosing. One list serves both ends: the API accepts a logo or stores an avatar only from these hosts,
// and the web's Content-Security-Policy lets images load from these hosts only.

import { DEFAULT_MAP_TILE_TEMPLATES } from '../map/tiles.ts';

/** Google's account pictures, the sign-in provider's avatars. */
export const SIGN_IN_AVATAR_HOSTS: readonly string[] = [
  'lh3.googleusercontent.com',
  'lh4.googleusercontent.com',
  'lh5.googleusercontent.com',
  'lh6.googleusercontent.com',
];

/** `a.b, https://c.d/x , ` → `a.b`, `c.d`: host names, lower case, whatever way they were written. */
function hostsIn(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .map((item) => {
      try {
        return new URL(item.includes('://') ? item : `https://${item}`).hostname;
      } catch {
        return '';
      }
    })
    .filter(Boolean);
}

/**
 * The host of a tile template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png` → `tile.openstreetmap.org`); none for
 * a template that is not on a server (a `data:` image, which the policy allows anyway) — an empty host became the
 * invalid source `https://` in the policy.
 */
function templateHost(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{-?[xyz]\}/g, '0'));
    const onAServer = (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    return onAServer ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The image hosts: the sign-in provider's avatars, IMAGE_HOSTS (comma-separated names, where an organisation keeps
 * its logo), and the map's tile servers (the default ones, or the templates configured instead).
 */
export function imageHostsFrom(
  imageHosts: string | undefined,
  tileTemplates: readonly (string | undefined)[] = [],
): string[] {
  const tiles = [...Object.values(DEFAULT_MAP_TILE_TEMPLATES), ...tileTemplates]
    .filter((template): template is string => Boolean(template))
    .map(templateHost)
    .filter((host): host is string => host !== null);
  return [...new Set([...SIGN_IN_AVATAR_HOSTS, ...hostsIn(imageHosts), ...tiles])];
}

/** Whether an image URL is https on one of `hosts`. */
export function isAllowedImageUrl(url: string, hosts: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && hosts.includes(parsed.hostname.toLowerCase()) && !parsed.username;
  } catch {
    return false;
  }
}
