// The locale for react-aria's date, number and collation logic (and its built-in Spanish strings). SIIPRO speaks
// es-AR; an app for another country passes its own locale.
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';

export interface LocaleProviderProps {
  locale?: string;
  children?: ReactNode;
}

export function LocaleProvider({ locale = 'es-AR', children }: LocaleProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
