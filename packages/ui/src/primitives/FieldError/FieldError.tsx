import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { fieldError } from './FieldError.css';

export interface FieldErrorProps {
  /** The field names it in `aria-describedby` (and sets `aria-invalid`), so a screen reader reads it with the field. */
  id: string;
  /** The Spanish text of what is wrong, e.g. messages.validation.emailInvalid. */
  children: ReactNode;
  /**
   * Also announce it when it appears (`role="alert"`): for a field whose error comes from the server after the person
   * submitted, where focus may not return to the field.
   */
  announce?: boolean;
}

/** A field's error under it: the danger colour and its icon, so it is not told by colour alone (WCAG 1.4.1). */
export function FieldError({ id, children, announce = false }: FieldErrorProps) {
  return (
    <p id={id} role={announce ? 'alert' : undefined} className={fieldError}>
      <Icon name="error" />
      {children}
    </p>
  );
}
