// The status of a member or an invitation, as the settings' member list and the sign-in page's invitation note name
// it: its own small module so the sign-in page (the first a newcomer loads) need not load the tenants area for it.

export const memberStatusLabels = {
  active: 'Activo',
  pending: 'Pendiente',
  accepted: 'Aceptada',
  revoked: 'Revocada',
  expired: 'Expirada',
} as const;
