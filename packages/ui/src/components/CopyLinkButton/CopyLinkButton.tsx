import { messages } from '@siipro/domain';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Icon } from '../Icon';
import { IconButton, type IconButtonProps } from '../IconButton';
import { useToast } from '../Toast';
import { absoluteUrl } from '../ProjectsTable/projectsTableColumns';
import { copyButton } from './CopyLinkButton.css';

export interface CopyLinkButtonProps {
  /** The in-app path (or absolute URL) to copy; the button copies its absolute URL, with the router's base. */
  to: string;
  /** "Copiar enlace" by default. */
  label?: string;
  size?: IconButtonProps['size'];
  className?: string;
}

/**
 * The "Copiar enlace" icon button of lists and cards: copies the absolute URL of `to` and confirms with a toast
 * ("Enlace copiado", or "No se pudo copiar el enlace" when the clipboard refuses). Needs a ToastProvider above.
 */
export function CopyLinkButton({ to, label = messages.common.copyLink, size = 'sm', className }: CopyLinkButtonProps) {
  const { href } = useLinkNavigation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absoluteUrl(href(to), window.location.href));
      toast.show({ type: 'success', message: messages.projects.linkCopied });
    } catch {
      toast.show({ type: 'error', message: messages.projects.linkCopyFailed });
    }
  };
  return (
    <IconButton
      label={label}
      icon={<Icon name="link" />}
      size={size}
      className={[copyButton, className].filter(Boolean).join(' ')}
      onClick={() => void copy()}
    />
  );
}
