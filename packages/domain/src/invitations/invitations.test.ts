import { describe, expect, it } from 'vitest';
import { demoInvitations } from '../fixtures/accounts.ts';
import {
  canManageInvitation,
  invitationDisplayStatus,
  invitationExpiry,
  invitationStatusLabel,
} from './invitations.ts';

const now = new Date('2026-11-01T12:00:00.000Z');

describe('invitation display status (platform §3)', () => {
  it('shows accepted, revoked, expired (by status or date) and otherwise pending', () => {
    expect(invitationDisplayStatus({ status: 'accepted', expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe('accepted');
    expect(invitationDisplayStatus({ status: 'revoked', expiresAt: '2030-01-01T00:00:00Z' }, now)).toBe('revoked');
    expect(invitationDisplayStatus({ status: 'expired', expiresAt: '2030-01-01T00:00:00Z' }, now)).toBe('expired');
    expect(invitationDisplayStatus({ status: 'pending', expiresAt: '2026-11-01T11:59:59Z' }, now)).toBe('expired');
    expect(invitationDisplayStatus({ status: 'pending', expiresAt: '2026-11-01T12:00:00Z' }, now)).toBe('pending');
    expect(invitationDisplayStatus({ status: 'pending', expiresAt: null }, now)).toBe('pending');
    expect(invitationDisplayStatus({ status: 'PENDING', expiresAt: 'not a date' }, now.getTime())).toBe('pending');
  });

  it('labels statuses in Spanish and lets only pending ones be resent or cancelled', () => {
    expect(demoInvitations.map((inv) => invitationStatusLabel(invitationDisplayStatus(inv, now)))).toEqual([
      'Pendiente',
      'Expirada',
      'Aceptada',
      'Revocada',
      'Expirada',
    ]);
    expect(demoInvitations.map((inv) => canManageInvitation(inv, now))).toEqual([true, false, false, false, false]);
  });

  it('expires seven days after sending', () => {
    expect(invitationExpiry('2026-10-30T15:00:00.000Z')).toBe('2026-11-06T15:00:00.000Z');
  });
});
