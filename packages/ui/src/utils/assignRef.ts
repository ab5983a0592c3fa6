import type { Ref } from 'react';

/** Hands an element to a ref an anchor was given (a callback or an object), alongside the tooltip's own. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
