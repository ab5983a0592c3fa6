import { messages, validateLogin, type LoginErrors } from '@siipro/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SiiproMark } from '../AppShell/SiiproMark';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import * as styles from './LoginScreen.css';
import { FirebaseLogo, GoogleLogo } from './ProviderLogos';

export interface LoginScreenProps {
  /** Called with the trimmed e-mail and the password, only when both are filled in. */
  onEmailSignIn: (email: string, password: string) => void;
  onGoogleSignIn: () => void;
  /** A sign-in is in progress: "Iniciando sesión..." is shown and both buttons ignore clicks. */
  loading?: boolean;
  /** The last sign-in error, already in Spanish (see `messages.login.errors`); shown in an alert region. */
  error?: string | null;
}

/**
 * The public sign-in screen: the product's name, Google sign-in, an e-mail and password form and a strip with the
 * two providers' logos. It validates that both fields are filled in (domain's `validateLogin`); everything else (calling the sign-in service,
 * translating its errors, redirecting) belongs to the app.
 */
export function LoginScreen({ onEmailSignIn, onGoogleSignIn, loading = false, error = null }: LoginScreenProps) {
  const [email, setEmail] = useState('');
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
    <div className={styles.page}>
      <main className={styles.card} aria-labelledby={ids.title} aria-busy={loading || undefined}>
        <div className={styles.brand}>
          <SiiproMark size={44} />
          <div className={styles.brandText}>
            <span className={styles.productName}>{messages.app.name}</span>
            <span className={styles.fullName}>{messages.app.fullName}</span>
          </div>
        </div>

        <div className={styles.heading}>
          <h1 id={ids.title} className={styles.title}>
            {messages.login.title}
          </h1>
          <p className={styles.subtitle}>{messages.login.subtitle}</p>
        </div>

        {/* Always in the page so assistive technology is already listening when an error arrives. */}
        <div role="alert" className={styles.errorBox}>
          {error ? (
            <>
              <Icon name="error" className={styles.errorIcon} />
              <span>{error}</span>
            </>
          ) : null}
        </div>

        <Button
          variant="secondary"
          size="md"
          fullWidth
          icon={<GoogleLogo />}
          aria-disabled={loading || undefined}
          onClick={handleGoogle}
        >
          {messages.login.google}
        </Button>

        <div className={styles.divider}>{messages.login.or}</div>

        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <div className={styles.field}>
            <label htmlFor={ids.email} className={styles.label}>
              {messages.login.emailLabel}
            </label>
            <input
              ref={emailRef}
              id={ids.email}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              placeholder={messages.login.emailPlaceholder}
              aria-required="true"
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? ids.emailError : undefined}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (fieldErrors.email) setFieldErrors((current) => ({ ...current, email: undefined }));
              }}
            />
            {fieldErrors.email ? (
              <p id={ids.emailError} className={styles.fieldError}>
                <Icon name="error" />
                {fieldErrors.email}
              </p>
            ) : null}
          </div>

          <div className={styles.field}>
            <label htmlFor={ids.password} className={styles.label}>
              {messages.login.passwordLabel}
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
            {fieldErrors.password ? (
              <p id={ids.passwordError} className={styles.fieldError}>
                <Icon name="error" />
                {fieldErrors.password}
              </p>
            ) : null}
          </div>

          <Button type="submit" variant="primary" fullWidth loading={loading}>
            {messages.login.submit}
          </Button>
        </form>

        <div role="status" className={styles.status}>
          {loading ? (
            <>
              <Spinner size="sm" decorative />
              <span>{messages.login.loading}</span>
            </>
          ) : null}
        </div>

        <ul className={styles.providers} aria-label={messages.login.providersLabel}>
          <li className={styles.provider}>
            <GoogleLogo size={20} />
            Google
          </li>
          <li className={styles.provider}>
            <FirebaseLogo size={20} />
            Firebase
          </li>
        </ul>
      </main>
    </div>
  );
}
