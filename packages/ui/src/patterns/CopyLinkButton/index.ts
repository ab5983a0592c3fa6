export { CopyLinkButton, COPIED_CONFIRMATION_MS } from './CopyLinkButton';
export type { CopyLinkButtonProps } from './CopyLinkButton';
export { useCopyLink, absoluteUrl } from './useCopyLink';
