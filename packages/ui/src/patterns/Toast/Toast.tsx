import { VisuallyHidden } from '@ariakit/react';
import { useState, type FocusEvent } from 'react';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { icon as iconClass, message as messageClass, toast } from './Toast.css';
import type { ToastType } from './toastTypes';
import { toastTexts } from './texts';
import { useDismissTimer } from './useDismissTimer';

export interface ToastProps {
  type: ToastType;
  message: string;
  /** In ms; `Infinity` keeps it until closed. */
  duration: number;
  onDismiss: () => void;
  closeLabel?: string;
  /** What each type's icon means, read before the message (toastTexts.types by default). */
  typeLabels?: Record<ToastType, string>;
}

/**
 * One notification of the stack. It closes itself after `duration`, pausing while the pointer is over it or focus is
 * inside it; errors are announced at once (role alert), the rest politely through the region.
 */
export function Toast({
  type,
  message,
  duration,
  onDismiss,
  closeLabel = toastTexts.close,
  typeLabels = toastTexts.types,
}: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useDismissTimer(duration, hovered || focused, onDismiss);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <li
      className={toast({ type })}
      data-type={type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <span className={iconClass({ type })}>
        <Icon name={type} />
      </span>
      <div className={messageClass} role={type === 'error' ? 'alert' : undefined}>
        {/* The icon's meaning, for screen readers: "Error: No se pudo guardar el proyecto". */}
        <VisuallyHidden>{`${typeLabels[type]}: `}</VisuallyHidden>
        {message}
      </div>
      <IconButton label={closeLabel} icon={<Icon name="close" />} size="sm" onClick={onDismiss} />
    </li>
  );
}
