// The settings' index: general for those who may see it (platform.md §2), else the first section they may see
// (an editor's Miembros y Accesos); with none the layout already says "Acceso Restringido".
import { Navigate } from 'react-router';
import { visibleSettingsMenu } from '@siipro/domain';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';

export function SettingsIndexPage() {
  const tenant = useCurrentTenant();
  const first = visibleSettingsMenu(tenant.features)[0];
  return first ? <Navigate to={first.section} replace /> : null;
}
