import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../layout/sprinkles.css';

export type { Sprinkles };

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> {
  /** The element rendered: `section`, `ul`, `li`, `header`, … (`div` by default). */
  as?: ElementType;
  children?: ReactNode;
}

/** Splits a component's props into the sprinkles' (layout over theme tokens) and the element's own. */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/**
 * The base layout primitive: any element, laid out and surfaced through props over the theme's tokens (spacing,
 * colours of surfaces, radii, shadows, responsive at the kit's breakpoints) instead of a stylesheet of its own.
 * forwardRef, not a `ref` prop: React 18 (a supported peer) does not pass `ref` to function components.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as: Component = 'div', className, ...props }, ref) {
  const { atoms, rest } = splitProps(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return <Component ref={ref} className={classes || undefined} {...rest} />;
});
