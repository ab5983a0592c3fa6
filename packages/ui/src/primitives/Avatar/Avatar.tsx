import { useState } from 'react';
import { image, initials, root, size as sizeClass } from './Avatar.css';
import { avatarInitials } from './avatarInitials';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person's name: the image's alternative text and the source of the initials. */
  name?: string | null;
  /** Used for the initials and the alternative text when there is no name. */
  email?: string | null;
  /** Picture URL; without it (or when it fails to load) the initials are shown on the default avatar colour. */
  src?: string | null;
  size?: AvatarSize;
  /**
   * Hide the avatar from assistive technology, for places where the name is already written beside it (a user
   * card, a menu header), so screen readers do not read it twice.
   */
  decorative?: boolean;
  className?: string;
}

/** A round picture of a person, or their initials when there is no picture. */
export function Avatar({ name, email, src, size = 'md', decorative = false, className }: AvatarProps) {
  // Remember which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || email?.trim() || '';
  const classes = [root, sizeClass[size], className].filter(Boolean).join(' ');
  const silent = decorative || !label;

  if (src && src !== failedSrc) {
    return (
      <span className={classes}>
        <img className={image} src={src} alt={silent ? '' : label} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  // The initials are drawn by CSS (::before from data-initials), not written as text: they are never read out and
  // never become "visible text" of a control that holds the avatar (WCAG 2.5.3, label in name).
  return (
    <span
      className={[classes, initials].join(' ')}
      data-initials={avatarInitials(name, email)}
      {...(silent ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    />
  );
}
