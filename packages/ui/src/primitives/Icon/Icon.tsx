// A small, fixed set of stroke icons drawn inline (no icon font, no extra dependency). Icons are decorative by
// default; pass `label` only when the icon alone carries meaning, and it becomes an image with that name.
import type { SVGProps } from 'react';
import { icon } from './Icon.css';

/** 24×24 stroke paths; `currentColor` lets each icon take the text colour of its parent. */
const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  success: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 12.5l2.5 2.5L16 9.5',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 7v6M12 16.5h.01',
  warning: 'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  layers: 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  filter: 'M3 5h18l-7 8v6l-4 2v-8L3 5z',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.5-3 4.5M12 17.5h.01',
  chevronDown: 'M6 9l6 6 6-6',
  /** Six dots: something that can be dragged. */
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Side in px; the default follows the surrounding font size (1.25em). */
  size?: number;
  /** Accessible name when the icon is the only carrier of meaning; omit it for decorative icons. */
  label?: string;
}

export function Icon({ name, size, label, className, ...rest }: IconProps) {
  const dimension = size ?? '1.25em';
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width={dimension}
      height={dimension}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={[icon, className].filter(Boolean).join(' ')}
      {...a11y}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
