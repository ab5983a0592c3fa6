export { LinkProvider, useLinkNavigation, isPlainLeftClick } from './LinkProvider';
export type { LinkNavigation, LinkProviderProps } from './LinkProvider';
export { LocaleProvider } from './LocaleProvider';
export type { LocaleProviderProps } from './LocaleProvider';
