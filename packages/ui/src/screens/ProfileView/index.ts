export { ProfileView } from './ProfileView';
export type { ProfileViewProps, ProfileViewProfile, ProfileViewWorkspace, ProfileEditableField } from './ProfileView';
