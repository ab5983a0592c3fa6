import type { CSSProperties } from 'react';
import { lines as linesClass, skeleton } from './Skeleton.css';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** CSS length or px number; text fills its container by default, circles are 2.5rem. */
  width?: string | number;
  /** CSS length or px number; ignored by text (it follows the font size). */
  height?: string | number;
  /** Text only: several lines, the last one shorter like the end of a paragraph. */
  lines?: number;
  className?: string;
}

const toLength = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

function sizeStyle(variant: SkeletonVariant, width?: string | number, height?: string | number): CSSProperties {
  if (variant === 'circle') {
    const side = toLength(width ?? height) ?? '2.5rem';
    return { width: side, height: side };
  }
  return {
    width: toLength(width) ?? '100%',
    height: variant === 'text' ? undefined : (toLength(height) ?? '4rem'),
  };
}

/**
 * A grey placeholder with the rough shape of content that is loading. Hidden from assistive technology: the
 * container that is loading announces it (aria-busy, a Spinner or a status text).
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const classes = [skeleton({ variant }), className].filter(Boolean).join(' ');
  if (variant === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={linesClass} style={{ width: toLength(width) ?? '100%' }}>
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={classes} style={{ width: index === lines - 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={classes} style={sizeStyle(variant, width, height)} />;
}
