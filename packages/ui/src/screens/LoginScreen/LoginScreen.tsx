import {
  interpolate,
  authMessages,
  commonMessages,
  invitationStatusLabel,
  roleLabel,
  validateLogin,
  type InvitationStatus,
  type LoginErrors,
} from '@siipro/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AuthCard, AuthPage } from '../AuthLayout';
import { sprinkles } from '../../layout/sprinkles.css';
import { SiiproMark } from '../SiiproMark';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { FieldError } from '../../primitives/FieldError';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import * as styles from './LoginScreen.css';
import { FirebaseLogo, GoogleLogo } from './ProviderLogos';

// The sign-in page's texts only, not the whole catalogue: it is the first page a newcomer loads.
const texts = { app: commonMessages.app, login: authMessages.login };

/** A Stack's atoms (space 4) on the form itself: `noValidate` and the form's event types are not Box props. */
const formLayout = sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' });

/** The invitation an invitation link names (GET /invitations/{token}). */
export interface LoginInvitation {
  tenantName: string;
  email: string;
  role: string;
  status: InvitationStatus;
}

export interface LoginScreenProps {
  /**
   * The page was opened from an invitation's link: who is invited where, and whether it still stands. A pending one
   * fills in the e-mail field with the invited address.
   */
  invitation?: LoginInvitation | null;
  /**
   * The invitation's link was refused, with the API's Spanish reason (its workspace is disabled): said in place of
   * the invitation, so the person knows why signing in will not let them in.
   */
  invitationRefusal?: string | null;
  /** Called with the trimmed e-mail and the password, only when both are filled in. */
  onEmailSignIn: (email: string, password: string) => void;
  onGoogleSignIn: () => void;
  /** A sign-in is in progress: "Iniciando sesión..." is shown and both buttons ignore clicks. */
  loading?: boolean;
  /** The last sign-in error, already in Spanish (see `texts.login.errors`); shown in an alert region. */
  error?: string | null;
}

/**
 * The public sign-in screen: the product's name, Google sign-in, an e-mail and password form and a strip with the
 * two providers' logos. It validates that both fields are filled in (domain's `validateLogin`); everything else (calling the sign-in service,
 * translating its errors, redirecting) belongs to the app.
 */
export function LoginScreen({
  onEmailSignIn,
  onGoogleSignIn,
  loading = false,
  error = null,
  invitation = null,
  invitationRefusal = null,
}: LoginScreenProps) {
  // The invitation arrives after the page: its address fills the field until the person types their own.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const email = typedEmail ?? (invitation?.status === 'pending' ? invitation.email : '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), email: useId(), password: useId(), emailError: useId(), passwordError: useId() };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const trimmedEmail = email.trim();
    const errors = validateLogin({ email: trimmedEmail, password });
    setFieldErrors(errors);
    // Send the person to the first field that needs attention (WCAG 3.3.1).
    if (errors.email) {
      emailRef.current?.focus();
    } else if (errors.password) {
      passwordRef.current?.focus();
    } else {
      onEmailSignIn(trimmedEmail, password);
    }
  };

  const handleGoogle = () => {
    if (!loading) onGoogleSignIn();
  };

  return (
    <AuthPage>
      <AuthCard as="main" className={styles.card} aria-labelledby={ids.title} aria-busy={loading || undefined}>
        <Inline space="3" alignY="center" wrap={false} className={styles.brand}>
          <SiiproMark size={44} />
          <Stack space="1" minWidth={0}>
            <span className={styles.productName}>{texts.app.name}</span>
            <span className={styles.fullName}>{texts.app.fullName}</span>
          </Stack>
        </Inline>

        <Stack space="1">
          <h1 id={ids.title} className={styles.title}>
            {texts.login.title}
          </h1>
          <p className={styles.subtitle}>{texts.login.subtitle}</p>
        </Stack>

        {invitationRefusal ? (
          <Inline space="2" alignY="top" wrap={false} padding="3" className={styles.invitationBox}>
            <Icon name="warning" className={styles.errorIcon} />
            <span className={styles.invitationText}>{invitationRefusal}</span>
          </Inline>
        ) : null}
        {invitation ? (
          <Inline space="2" alignY="top" wrap={false} padding="3" className={styles.invitationBox}>
            <Icon name="info" className={styles.errorIcon} />
            <span className={styles.invitationText}>
              {invitation.status === 'pending'
                ? interpolate(texts.login.invitation.pending, {
                    tenant: invitation.tenantName,
                    role: roleLabel(invitation.role),
                    email: invitation.email,
                  })
                : interpolate(texts.login.invitation.notPending, {
                    tenant: invitation.tenantName,
                    status: invitationStatusLabel(invitation.status).toLowerCase(),
                  })}
            </span>
          </Inline>
        ) : null}

        {/* Always in the page so assistive technology is already listening when an error arrives. */}
        <Inline role="alert" space="2" alignY="top" wrap={false} padding="3" className={styles.errorBox}>
          {error ? (
            <>
              <Icon name="error" className={styles.errorIcon} />
              <span>{error}</span>
            </>
          ) : null}
        </Inline>

        <Button
          variant="secondary"
          size="md"
          fullWidth
          icon={<GoogleLogo />}
          aria-disabled={loading || undefined}
          disabledReason={texts.login.loading}
          onClick={handleGoogle}
        >
          {texts.login.google}
        </Button>

        <Inline space="3" alignY="center" wrap={false} className={styles.divider}>
          {texts.login.or}
        </Inline>

        <form className={formLayout} onSubmit={handleSubmit} noValidate>
          <Stack space="1">
            <label htmlFor={ids.email} className={styles.label}>
              {texts.login.emailLabel}
            </label>
            <input
              ref={emailRef}
              id={ids.email}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              placeholder={texts.login.emailPlaceholder}
              aria-required="true"
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? ids.emailError : undefined}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (fieldErrors.email) setFieldErrors((current) => ({ ...current, email: undefined }));
              }}
            />
            {fieldErrors.email ? <FieldError id={ids.emailError}>{fieldErrors.email}</FieldError> : null}
          </Stack>

          <Stack space="1">
            <label htmlFor={ids.password} className={styles.label}>
              {texts.login.passwordLabel}
            </label>
            <input
              ref={passwordRef}
              id={ids.password}
              className={styles.input}
              type="password"
              name="password"
              autoComplete="current-password"
              aria-required="true"
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? ids.passwordError : undefined}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (fieldErrors.password) setFieldErrors((current) => ({ ...current, password: undefined }));
              }}
            />
            {fieldErrors.password ? <FieldError id={ids.passwordError}>{fieldErrors.password}</FieldError> : null}
          </Stack>

          <Button type="submit" variant="primary" fullWidth loading={loading}>
            {texts.login.submit}
          </Button>
        </form>

        <Inline
          role="status"
          space="2"
          align="center"
          alignY="center"
          wrap={false}
          margin="0"
          className={styles.status}
        >
          {loading ? (
            <>
              <Spinner size="sm" decorative />
              <span>{texts.login.loading}</span>
            </>
          ) : null}
        </Inline>

        <Inline
          as="ul"
          space="5"
          align="center"
          margin="0"
          padding="0"
          paddingTop="4"
          className={styles.providers}
          aria-label={texts.login.providersLabel}
        >
          <Box as="li" display="inline-flex" alignItems="center" gap="2">
            <GoogleLogo size={20} />
            Google
          </Box>
          <Box as="li" display="inline-flex" alignItems="center" gap="2">
            <FirebaseLogo size={20} />
            Firebase
          </Box>
        </Inline>
      </AuthCard>
    </AuthPage>
  );
}
