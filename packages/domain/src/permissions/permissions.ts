// Roles and permission strings (ARCHITECTURE.md §3). The server enforces them; the UI only hides what is not allowed.

export const ROLES = ['admin', 'optimizer', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'tenant:settings:manage',
  'tenant:users:view',
  'tenant:users:manage',
  'tenant:invite:manage',
  'optimizer:usage',
  'projects:edit',
  'projects:create',
  'organizations:edit',
  'organizations:create',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: PERMISSIONS,
  optimizer: [
    'tenant:users:view',
    'optimizer:usage',
    'projects:edit',
    'projects:create',
    'organizations:edit',
    'organizations:create',
  ],
  editor: ['tenant:users:view', 'projects:edit', 'projects:create', 'organizations:edit', 'organizations:create'],
  viewer: [],
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Administrador',
  optimizer: 'Optimizador',
  editor: 'Editor',
  viewer: 'Visualizador',
};

/** Default role of a new invitation (platform.md §9). */
export const DEFAULT_INVITATION_ROLE: Role = 'viewer';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The permission strings a role carries, in the order of PERMISSIONS; an unknown role has none. */
export function permissionsForRole(role: string | null | undefined): Permission[] {
  return isRole(role) ? [...ROLE_PERMISSIONS[role]] : [];
}

/** Whether a tenant's features (or a user's grants) list contains the permission. */
export function hasPermission(features: readonly string[] | null | undefined, permission: Permission): boolean {
  return Array.isArray(features) && features.includes(permission);
}

/** Spanish label of a role; an unknown role is shown as it came. */
export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? ROLE_LABELS[role] : (role ?? '');
}
