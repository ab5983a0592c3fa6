import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { useToast } from '../Toast';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { copyButton } from './CopyLinkButton.css';
import { copyLinkButtonTexts, type CopyLinkButtonTexts } from './texts';
import { useCopyLink } from './useCopyLink';

/** How long "¡Copiado!" stays (platform.md §9: "copied confirmation 1500 ms"). */
export const COPIED_CONFIRMATION_MS = 1500;

export interface CopyLinkButtonProps extends Pick<ButtonProps, 'variant' | 'fullWidth' | 'className'> {
  /** The in-app path (or absolute URL) to copy; the clipboard gets its absolute URL, with the router's base. */
  to: string;
  /**
   * `icon` (default): the small icon button of lists and tables, which hold many and have no room for a changing
   * label; it confirms with a toast (needs a ToastProvider above). `text`: "Copiar enlace", reading "¡Copiado!" for
   * 1.5 s, for cards with room (the dashboard's).
   */
  appearance?: 'icon' | 'text';
  /** The icon button's accessible name; "Copiar enlace" by default. */
  label?: string;
  size?: ButtonProps['size'];
  /** Texts in another language (copyLinkButtonTexts by default). */
  texts?: Partial<CopyLinkButtonTexts>;
  /** Names what is copied for screen readers when several copy buttons share a screen (e.g. the card's title). */
  'aria-describedby'?: string;
}

/**
 * "Copiar enlace" (platform.md §2): copies the absolute URL of `to`. Both appearances copy through `useCopyLink`; a
 * refused clipboard never claims success ("No se pudo copiar el enlace" as a toast, or the label left as it was).
 */
export function CopyLinkButton({ appearance = 'icon', label, texts, ...props }: CopyLinkButtonProps) {
  const shown = { ...copyLinkButtonTexts, ...texts };
  return appearance === 'icon' ? (
    <IconCopyLinkButton label={label} texts={shown} {...props} />
  ) : (
    <TextCopyLinkButton texts={shown} {...props} />
  );
}

function IconCopyLinkButton({
  to,
  texts,
  label = texts.copyLink,
  size = 'sm',
  className,
  'aria-describedby': describedBy,
}: Omit<CopyLinkButtonProps, 'appearance' | 'variant' | 'fullWidth' | 'texts'> & { texts: CopyLinkButtonTexts }) {
  const copyLink = useCopyLink();
  const toast = useToast();
  const copy = async () => {
    if (await copyLink(to)) toast.show({ type: 'success', message: texts.linkCopied });
    else toast.show({ type: 'error', message: texts.linkCopyFailed });
  };
  return (
    <IconButton
      label={label}
      icon={<Icon name="link" />}
      size={size}
      aria-describedby={describedBy}
      className={[copyButton, className].filter(Boolean).join(' ')}
      onClick={() => void copy()}
    />
  );
}

function TextCopyLinkButton({
  to,
  variant = 'ghost',
  size = 'sm',
  texts,
  ...rest
}: Omit<CopyLinkButtonProps, 'appearance' | 'label' | 'texts'> & { texts: CopyLinkButtonTexts }) {
  const copyLink = useCopyLink();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyLink(to))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
  };

  // The new label is also announced through a polite live region: a focused button's changed name is not always read.
  return (
    <>
      <Button variant={variant} size={size} icon={<Icon name="link" />} onClick={() => void copy()} {...rest}>
        {copied ? texts.copied : texts.copyLink}
      </Button>
      <span role="status" className={visuallyHidden}>
        {copied ? texts.copied : ''}
      </span>
    </>
  );
}
