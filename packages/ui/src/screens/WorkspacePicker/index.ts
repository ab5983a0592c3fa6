export { WorkspacePicker, WELCOME_MESSAGE_DURATION_MS } from './WorkspacePicker';
export type { WorkspacePickerProps, WorkspaceOption, WorkspacePickerUser } from './WorkspacePicker';
