// Deterministic UUIDs (RFC 9562 version 5, SHA-1 in a SIIPRO namespace): the same name always gives the same id, so
// the demo seed produces identical rows every time and links between them survive a reset.
import { createHash } from 'node:crypto';

/** Namespace of every SIIPRO seed id (itself a random v4 UUID, fixed forever). */
const SIIPRO_NAMESPACE = '3f0b8a52-6f3e-4b7e-9c1d-2a6e5d4c3b21';

export function stableUuid(name: string): string {
  const namespace = Buffer.from(SIIPRO_NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC variant
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The database id of a demo account (its Firebase uid is the fixture's `uid`). */
export const demoUserId = (firebaseUid: string) => stableUuid(`user:${firebaseUid}`);
