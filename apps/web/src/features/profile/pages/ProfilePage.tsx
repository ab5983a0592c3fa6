// /perfil, /profile and /{tenant}/perfil (platform.md §2): the person's data, phone and work address edited in
// place, and the star that sets or unsets the default workspace.
import { ProfileView } from '@siipro/ui';
import { useProfile } from '../hooks.ts';

export function ProfilePage() {
  const { profile, revision, saveField, togglePreferred } = useProfile();
  return (
    <ProfileView
      key={revision}
      profile={profile}
      workspaces={profile.tenants.map(({ slug, name, logo }) => ({ slug, name: name || slug, logo }))}
      preferredSlug={profile.preferredTenant}
      onSaveField={saveField}
      onTogglePreferred={togglePreferred}
    />
  );
}
