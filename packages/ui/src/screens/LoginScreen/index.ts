export { LoginScreen } from './LoginScreen';
export type { LoginInvitation, LoginScreenProps } from './LoginScreen';
