import { useId, type ReactNode } from 'react';
import { FieldError } from '../../primitives/FieldError';
import { Stack } from '../../primitives/Stack';
import * as styles from '../../styles/formField.css';

/** What the control inside a field must carry, so its label, hint and error are read with it. */
export interface FormFieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: string;
  /** A short help under the control (the form of a number, what a code is for). */
  hint?: string;
  /** The Spanish error beside the field; the control gets aria-invalid and is described by it. */
  error?: string | null;
  /** Marks the label with an asterisk (the field cannot be left empty). */
  required?: boolean;
  /**
   * A group of controls (checkboxes, several inputs): a fieldset whose legend is the label. The group itself carries
   * the description; its controls get no id.
   */
  group?: boolean;
  /** Announce the error when it appears (a server's error, after the person submitted). */
  announceError?: boolean;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: FormFieldControlProps) => ReactNode;
  className?: string;
}

/**
 * One field of a form: its label (or a fieldset's legend), the control, an optional hint and its Spanish error under
 * it (FieldError: icon and colour). The control is described by the hint and the error, so a screen reader reads
 * them when the field takes focus.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  group = false,
  announceError = false,
  children,
  className,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FormFieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required && !group ? true : undefined,
  };
  const labelText = (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  const body = (
    <>
      {children(control)}
      {/* Under the control, so the inputs of a row line up whatever their hints. */}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <FieldError id={errorId} announce={announceError}>
          {error}
        </FieldError>
      ) : null}
    </>
  );
  if (group) {
    return (
      <Stack
        as="fieldset"
        space="2"
        className={[styles.field, className].filter(Boolean).join(' ')}
        aria-describedby={describedBy}
        data-field-group=""
        // The form moves focus to the first control of an invalid group.
        data-invalid={error ? '' : undefined}
        id={id}
      >
        <legend className={styles.label}>{labelText}</legend>
        {body}
      </Stack>
    );
  }
  return (
    <Stack space="2" className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {labelText}
      </label>
      {body}
    </Stack>
  );
}
