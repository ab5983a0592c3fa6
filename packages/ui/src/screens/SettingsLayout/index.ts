export { SettingsLayout, settingsMenuItems } from './SettingsLayout';
export type { SettingsLayoutProps } from './SettingsLayout';
