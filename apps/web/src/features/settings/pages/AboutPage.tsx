// Configuración > Acerca de (platform.md §2): the versions of the web, the API and the optimizer, cached 5 minutes.
import { AboutVersions } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { settingsPermissions, useVersions } from '../hooks.ts';
import { SectionAccess } from './SectionAccess.tsx';

export function AboutPage() {
  const tenant = useCurrentTenant();
  return (
    <SectionAccess allowed={settingsPermissions(tenant).canManageSettings}>
      <AboutSection />
    </SectionAccess>
  );
}

function AboutSection() {
  return <AboutVersions versions={useVersions()} />;
}
