// Tenant domain (platform.md §5): labels of letters, digits, hyphen or underscore; a top-level part of at least 2
// letters; not starting with "://". Else "Por favor ingresa un dominio válido (ej: {host})."

import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { ValidationResult } from './result.ts';

/** The example host of the API's refusal, which has no site of the caller's to show (the web shows its own host). */
export const DOMAIN_EXAMPLE_HOST = 'ejemplo.gob.ar';
/** The longest host name DNS allows. */
export const DOMAIN_MAX_LENGTH = 253;

const DOMAIN = /^(?!:\/\/)([a-zA-Z0-9-_]+\.)*[a-zA-Z0-9][a-zA-Z0-9-_]+\.[a-zA-Z]{2,}$/;

/** `host` is the example shown in the message (the current site's host). The stored value is lowercased. */
export function validateDomain(domain: string | null | undefined, host: string): ValidationResult<string> {
  const value = (domain ?? '').trim();
  if (!DOMAIN.test(value)) return { ok: false, error: interpolate(messages.validation.domainInvalid, { host }) };
  return { ok: true, value: value.toLowerCase() };
}

/**
 * The example a domain field shows: the site's own host when it is a domain, else DOMAIN_EXAMPLE_HOST — a site opened
 * as 127.0.0.1 or localhost must not suggest an address as the example of a domain (issue 43).
 */
export function exampleDomain(host: string | null | undefined): string {
  const value = (host ?? '').trim();
  return DOMAIN.test(value) ? value.toLowerCase() : DOMAIN_EXAMPLE_HOST;
}
