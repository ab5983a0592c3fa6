export { GeneralSettings, PlanBadge } from './GeneralSettings';
export type { GeneralSettingsChanges, GeneralSettingsProps, GeneralSettingsValues } from './GeneralSettings';
