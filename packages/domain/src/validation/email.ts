// Invitation e-mail (platform.md §5): required, strictly an address, and normalised so one person has one spelling.
// The outside probe (issue 46) had `<script>@x.com`, full-width letters and a trailing dot accepted: each became an
// invitation nobody could accept, or a second spelling of someone's address. The API and the invite dialog both
// check with this one function.

import { messages } from '../messages/messages.ts';
import type { ValidationResult } from './result.ts';

/** RFC 5321's limits: 64 characters before the @, 254 in all. */
const LOCAL_MAX = 64;
const EMAIL_MAX = 254;
/** A dot-atom of RFC 5322's letters, digits and the symbols a mailbox may hold; never `<`, `>`, quotes or spaces. */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** Host names of letters, digits and inner hyphens, at least two labels, the last one letters only (no IP). */
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * The address as stored and compared: compatibility forms folded (full-width `ａｎａ＠ｃｂａ` is `ana@cba`), lower
 * case, without the surrounding blanks or the root's trailing dot (`cba.gob.ar.` is `cba.gob.ar`).
 */
export function normalizeEmailAddress(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase().replace(/\.$/, '');
}

export function validateInviteEmail(email: string | null | undefined): ValidationResult<string> {
  const value = normalizeEmailAddress(email ?? '');
  if (!value) return { ok: false, error: messages.validation.emailRequired };
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const valid =
    at > 0 &&
    value.length <= EMAIL_MAX &&
    local.length <= LOCAL_MAX &&
    LOCAL_PART.test(local) &&
    DOMAIN.test(domain) &&
    domain.split('.').every((label) => label.length <= 63);
  if (!valid) return { ok: false, error: messages.validation.emailInvalid };
  return { ok: true, value };
}
