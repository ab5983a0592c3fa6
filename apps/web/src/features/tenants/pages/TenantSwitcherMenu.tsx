// The top bar's tenant switcher bound to the session: choosing another tenant makes it active and opens its
// dashboard (platform.md §2).
import { useNavigate } from 'react-router';
import { paths } from '@siipro/domain';
import { TenantSwitcher } from '@siipro/ui';
import { useSessionStore, useSignedInUser } from '../../../session/SessionContext.tsx';

export function TenantSwitcherMenu({ activeSlug }: { activeSlug: string | null }) {
  const user = useSignedInUser();
  const store = useSessionStore();
  const navigate = useNavigate();
  const select = (slug: string) => {
    store.setActiveTenant(slug);
    void navigate(paths.dashboard(slug));
  };
  return (
    <TenantSwitcher
      tenants={user.tenants.map(({ slug, name, logo }) => ({ slug, name: name || slug, logo }))}
      activeSlug={activeSlug}
      onSelect={select}
    />
  );
}
