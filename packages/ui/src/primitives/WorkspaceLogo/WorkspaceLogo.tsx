import { useState } from 'react';
import { avatarInitials } from '../Avatar';
import { image, initials, root, size as sizeClass, withImage } from './WorkspaceLogo.css';

export type WorkspaceLogoSize = 'sm' | 'md' | 'lg';

export interface WorkspaceLogoProps {
  /** The workspace's name: source of the initials (and of the alternative text when not decorative). */
  name: string;
  /** Logo URL; without it, or when it fails to load, the initials are shown on a square tile. */
  logo?: string | null;
  size?: WorkspaceLogoSize;
  /**
   * Decorative by default: a logo almost always sits next to the workspace's written name. Turn it off where the
   * logo stands alone (e.g. inside an icon-only button that has no other name).
   */
  decorative?: boolean;
  className?: string;
}

/** A workspace's (tenant's) logo on a square tile, or its initials. */
export function WorkspaceLogo({ name, logo, size = 'md', decorative = true, className }: WorkspaceLogoProps) {
  // Remember which URL failed, so a new logo gets its own chance to load.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const showImage = Boolean(logo) && logo !== failedLogo;
  const classes = [root, sizeClass[size], showImage ? withImage : undefined, className].filter(Boolean).join(' ');

  if (showImage && logo) {
    return (
      <span className={classes}>
        <img className={image} src={logo} alt={decorative ? '' : name} onError={() => setFailedLogo(logo)} />
      </span>
    );
  }
  // Initials drawn by CSS (::before from data-initials): never read out, never "visible text" of a labelled control.
  return (
    <span
      className={[classes, initials].join(' ')}
      data-initials={avatarInitials(name)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    />
  );
}
