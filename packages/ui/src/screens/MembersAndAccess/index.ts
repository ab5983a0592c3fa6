export { MembersAndAccess } from './MembersAndAccess';
export type {
  InviteValues,
  MembersAndAccessInvitation,
  MembersAndAccessMember,
  MembersAndAccessProps,
} from './MembersAndAccess';
