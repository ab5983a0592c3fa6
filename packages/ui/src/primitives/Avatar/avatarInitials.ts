/**
 * Up to two initials for an avatar: first and last word of the name, else the start of the e-mail's local part
 * ("maria.fernandez@…" → "MF"), else "?".
 */
export function avatarInitials(name?: string | null, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const first = words[0] ?? '';
    const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
    return (firstLetter(first) + firstLetter(last)).toUpperCase();
  }
  const localPart = (email ?? '').split('@')[0] ?? '';
  const parts = localPart.split(/[._\-+]+/).filter(Boolean);
  if (parts.length > 0) {
    const first = parts[0] ?? '';
    const second = parts.length > 1 ? (parts[1] ?? '') : '';
    return (firstLetter(first) + firstLetter(second)).toUpperCase();
  }
  return '?';
}

/** The first user-perceived letter (keeps accented letters and emoji whole). */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
