import { describe, expect, it } from 'vitest';
import { chooseActiveTenant, findTenant } from './activeTenant.ts';

const cenit = { slug: 'cenit-demo' };
const obras = { slug: 'obras-publicas' };
const none = { storedActive: null, localPreferred: null, serverPreferred: null };

describe('chooseActiveTenant (platform.md §4)', () => {
  it('opens the stored active tenant first, even when another is preferred', () => {
    expect(
      chooseActiveTenant({
        tenants: [cenit, obras],
        storedActive: 'obras-publicas',
        localPreferred: 'cenit-demo',
        serverPreferred: 'cenit-demo',
      }),
    ).toBe('obras-publicas');
  });

  it('falls back to the locally remembered preferred tenant', () => {
    expect(chooseActiveTenant({ ...none, tenants: [cenit, obras], localPreferred: 'obras-publicas' })).toBe(
      'obras-publicas',
    );
  });

  it('prefers the local preference over the one saved on the server', () => {
    expect(
      chooseActiveTenant({
        ...none,
        tenants: [cenit, obras],
        localPreferred: 'cenit-demo',
        serverPreferred: 'obras-publicas',
      }),
    ).toBe('cenit-demo');
  });

  it('uses the server preference when nothing is remembered on this device', () => {
    expect(chooseActiveTenant({ ...none, tenants: [cenit, obras], serverPreferred: 'obras-publicas' })).toBe(
      'obras-publicas',
    );
  });

  it('opens the only tenant when there is exactly one', () => {
    expect(chooseActiveTenant({ ...none, tenants: [obras] })).toBe('obras-publicas');
  });

  it('chooses nothing when there are several tenants and no remembered choice', () => {
    expect(chooseActiveTenant({ ...none, tenants: [cenit, obras] })).toBeNull();
  });

  it('chooses nothing for a user without tenants', () => {
    expect(chooseActiveTenant({ ...none, tenants: [], storedActive: 'cenit-demo' })).toBeNull();
  });

  it('ignores remembered slugs that are not among the user tenants', () => {
    expect(
      chooseActiveTenant({
        tenants: [cenit, obras],
        storedActive: 'otro',
        localPreferred: 'ajeno',
        serverPreferred: 'borrado',
      }),
    ).toBeNull();
    expect(chooseActiveTenant({ ...none, tenants: [obras], storedActive: 'cenit-demo' })).toBe('obras-publicas');
  });

  it('matches slugs ignoring case and answers the canonical slug', () => {
    expect(chooseActiveTenant({ ...none, tenants: [cenit, obras], storedActive: 'OBRAS-Publicas' })).toBe(
      'obras-publicas',
    );
  });
});

describe('findTenant', () => {
  it('finds by slug ignoring case and returns the tenant itself', () => {
    const tenants = [cenit, obras];
    expect(findTenant(tenants, 'CENIT-DEMO')).toBe(cenit);
    expect(findTenant(tenants, 'otro')).toBeNull();
    expect(findTenant(tenants, undefined)).toBeNull();
  });
});
