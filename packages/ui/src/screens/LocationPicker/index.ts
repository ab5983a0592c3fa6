export { LocationPicker } from './LocationPicker';
export type { LocationField, LocationPickerProps, LocationValues } from './LocationPicker';
