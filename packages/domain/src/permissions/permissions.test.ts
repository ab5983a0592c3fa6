import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, hasPermission, permissionsForRole, roleLabel } from './permissions.ts';
import { visibleSettingsMenu } from './settingsMenu.ts';

describe('roles and permissions (ARCHITECTURE §3)', () => {
  it('lists the four roles and nine permissions', () => {
    expect(ROLES).toEqual(['admin', 'optimizer', 'editor', 'viewer']);
    expect(PERMISSIONS).toHaveLength(9);
  });

  it('maps each role to the table of §3', () => {
    expect(permissionsForRole('admin')).toEqual([...PERMISSIONS]);
    expect(permissionsForRole('optimizer')).toEqual([
      'tenant:users:view',
      'optimizer:usage',
      'projects:edit',
      'projects:create',
      'organizations:edit',
      'organizations:create',
    ]);
    expect(permissionsForRole('editor')).toEqual([
      'tenant:users:view',
      'projects:edit',
      'projects:create',
      'organizations:edit',
      'organizations:create',
    ]);
    expect(permissionsForRole('viewer')).toEqual([]);
    expect(permissionsForRole('superuser')).toEqual([]);
    expect(permissionsForRole(null)).toEqual([]);
  });

  it('keeps the optimizer as editor plus the optimizer', () => {
    const optimizer = new Set(permissionsForRole('optimizer'));
    for (const permission of permissionsForRole('editor')) expect(optimizer.has(permission)).toBe(true);
    expect(optimizer.has('optimizer:usage')).toBe(true);
    expect(permissionsForRole('editor')).not.toContain('optimizer:usage');
  });

  it('checks a features list', () => {
    expect(hasPermission(['optimizer:usage'], 'optimizer:usage')).toBe(true);
    expect(hasPermission(['tenant:users:view'], 'tenant:users:manage')).toBe(false);
    expect(hasPermission(undefined, 'optimizer:usage')).toBe(false);
  });

  it('labels roles in Spanish', () => {
    expect(ROLES.map(roleLabel)).toEqual(['Administrador', 'Optimizador', 'Editor', 'Visualizador']);
    expect(roleLabel('auditor')).toBe('auditor');
  });
});

describe('settings menu (platform §2)', () => {
  it('shows each entry only with its permission', () => {
    expect(visibleSettingsMenu(permissionsForRole('admin')).map((e) => [e.section, e.label])).toEqual([
      ['general', 'Tenant'],
      ['accesos', 'Miembros y Accesos'],
      ['dominios', 'Dominios'],
      ['acerca', 'Acerca de'],
    ]);
    expect(visibleSettingsMenu(permissionsForRole('editor')).map((e) => e.section)).toEqual(['accesos']);
    expect(visibleSettingsMenu(permissionsForRole('viewer'))).toEqual([]);
  });
});
