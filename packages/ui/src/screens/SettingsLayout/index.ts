export { SettingsLayout, settingsMenuItems } from './SettingsLayout';
export type { SettingsLayoutProps } from './SettingsLayout';
export { SettingsHeader, SettingsTable } from './SettingsParts';
export type { SettingsTableProps } from './SettingsParts';
