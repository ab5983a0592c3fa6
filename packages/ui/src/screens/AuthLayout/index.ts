export { AuthCard, AuthPage } from './AuthLayout';
