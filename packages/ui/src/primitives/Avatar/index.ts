export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { avatarInitials } from './avatarInitials';
