// A settings section the person's permissions do not open (typed in the address): "Acceso Denegado", "No tienes
// permiso para ver esta página." and Volver, one step back (platform.md §2). The API refuses the data anyway.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@siipro/domain';
import { ForbiddenView } from '@siipro/ui';

export function SectionAccess({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  if (allowed) return <>{children}</>;
  return <ForbiddenView text={messages.settings.noPermission} onBack={() => void navigate(-1)} />;
}
