import { messages } from '@siipro/domain';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AuthCard, AuthPage } from '../AuthLayout';
import { sprinkles } from '../../layout/sprinkles.css';
import { SiiproMark } from '../SiiproMark';
import { Avatar } from '../../primitives/Avatar';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { WorkspaceLogo } from '../../primitives/WorkspaceLogo';
import * as styles from './WorkspacePicker.css';

/** A Stack's atoms (space 4) on the form itself: `noValidate` and the form's event types are not Box props. */
const formLayout = sprinkles({ display: 'flex', flexDirection: 'column', gap: '4' });

/** How long the welcome message stays (platform.md §9: 5 seconds). */
export const WELCOME_MESSAGE_DURATION_MS = 5000;

export interface WorkspaceOption {
  slug: string;
  name: string;
  logo?: string | null;
}

export interface WorkspacePickerUser {
  name?: string | null;
  email: string;
  avatarUrl?: string | null;
}

export interface WorkspacePickerProps {
  workspaces: WorkspaceOption[];
  user: WorkspacePickerUser;
  /** Called with the chosen workspace and whether to remember it as the preferred one. */
  onEnter: (slug: string, rememberAsPreferred: boolean) => void;
  onLogout: () => void;
  /** Shown for `welcomeDuration` ms (e.g. after invitations were accepted), then `onWelcomeExpired` is called. */
  welcomeMessage?: string | null;
  onWelcomeExpired?: () => void;
  /** Milliseconds the welcome message stays; 5 s by default (shorter in tests). */
  welcomeDuration?: number;
  /** The workspace selected when the picker opens. */
  defaultSelected?: string;
}

/**
 * The workspace picker (`/tenant/seleccionar`): a radio list of the user's workspaces, "Recordar como preferido",
 * "Ingresar" (Enter also submits) and a card of the signed-in user with "Cerrar Sesión". The automatic redirects
 * (active or preferred tenant, single workspace) are the app's job.
 */
export function WorkspacePicker({
  workspaces,
  user,
  onEnter,
  onLogout,
  welcomeMessage = null,
  onWelcomeExpired,
  welcomeDuration = WELCOME_MESSAGE_DURATION_MS,
  defaultSelected,
}: WorkspacePickerProps) {
  const initial = workspaces.some((workspace) => workspace.slug === defaultSelected) ? defaultSelected : undefined;
  const [selected, setSelected] = useState<string | undefined>(initial);
  const [remember, setRemember] = useState(false);
  const [showError, setShowError] = useState(false);
  const [expiredWelcome, setExpiredWelcome] = useState<string | null>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), legend: useId(), error: useId(), name: useId() };

  // The latest callback, read when the timer fires without restarting it (useEffectEvent would do this, but it is
  // React 19.2's and the kit supports React 18.3).
  const onWelcomeExpiredRef = useRef(onWelcomeExpired);
  useEffect(() => {
    onWelcomeExpiredRef.current = onWelcomeExpired;
  });
  useEffect(() => {
    if (!welcomeMessage) return;
    const timer = window.setTimeout(() => {
      setExpiredWelcome(welcomeMessage);
      onWelcomeExpiredRef.current?.();
    }, welcomeDuration);
    return () => window.clearTimeout(timer);
  }, [welcomeMessage, welcomeDuration]);
  const visibleWelcome = welcomeMessage && welcomeMessage !== expiredWelcome ? welcomeMessage : null;

  const submit = () => {
    if (!selected) {
      setShowError(true);
      firstRadioRef.current?.focus();
      return;
    }
    onEnter(selected, remember);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  // Enter on a radio or the checkbox submits too; browsers differ on implicit submission from these controls.
  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && ['radio', 'checkbox'].includes(target.type)) {
      event.preventDefault();
      submit();
    }
  };

  const displayName = user.name?.trim() || user.email;

  return (
    <AuthPage>
      <AuthCard as="main" className={styles.card} aria-labelledby={ids.title}>
        <Inline space="2" alignY="center" wrap={false} className={styles.brand}>
          <SiiproMark size={32} />
          <span className={styles.productName}>{messages.app.name}</span>
        </Inline>

        <div>
          <h1 id={ids.title} className={styles.title}>
            {messages.tenantPicker.title}
          </h1>
          {/* A live region kept in the page, so the welcome is announced when it arrives. */}
          <Inline as="p" role="status" space="2" alignY="top" wrap={false} className={styles.welcome}>
            {visibleWelcome ? (
              <>
                <Icon name="success" />
                <span>{visibleWelcome}</span>
              </>
            ) : null}
          </Inline>
        </div>

        {workspaces.length === 0 ? (
          <Stack as="p" space="2" align="center" margin="0" padding="6" className={styles.empty}>
            <Icon name="info" size={24} />
            {messages.tenantPicker.empty}
          </Stack>
        ) : (
          <form className={formLayout} onSubmit={handleSubmit} onKeyDown={handleKeyDown} noValidate>
            <fieldset className={styles.fieldset} aria-describedby={showError ? ids.error : undefined}>
              <legend id={ids.legend} className={styles.legend}>
                {messages.tenantPicker.listLabel}
              </legend>
              <Stack space="2" className={styles.options}>
                {workspaces.map((workspace, index) => (
                  <Inline
                    as="label"
                    key={workspace.slug}
                    space="3"
                    alignY="center"
                    wrap={false}
                    paddingY="2"
                    paddingX="3"
                    className={[styles.option, showError ? styles.optionInvalid : ''].filter(Boolean).join(' ')}
                  >
                    <input
                      ref={index === 0 ? firstRadioRef : undefined}
                      className={styles.radio}
                      type="radio"
                      name={ids.name}
                      value={workspace.slug}
                      checked={selected === workspace.slug}
                      onChange={() => {
                        setSelected(workspace.slug);
                        setShowError(false);
                      }}
                    />
                    <WorkspaceLogo name={workspace.name} logo={workspace.logo} size="md" />
                    <Stack as="span" minWidth={0}>
                      <span className={styles.optionName} title={workspace.name}>
                        {workspace.name}
                      </span>
                      <span className={styles.optionSlug}>{workspace.slug}</span>
                    </Stack>
                  </Inline>
                ))}
              </Stack>
              <Inline
                as="p"
                id={ids.error}
                role="alert"
                space="1"
                alignY="center"
                wrap={false}
                className={styles.error}
              >
                {showError ? (
                  <>
                    <Icon name="error" />
                    {messages.validation.workspaceRequired}
                  </>
                ) : null}
              </Inline>
            </fieldset>

            <Box as="label" display="inline-flex" alignItems="center" gap="2" className={styles.remember}>
              <input
                className={styles.checkbox}
                type="checkbox"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              {messages.tenantPicker.rememberPreferred}
            </Box>

            <Button type="submit" variant="primary" fullWidth>
              {messages.tenantPicker.enter}
            </Button>
          </form>
        )}

        <Inline space="3" alignY="center" paddingTop="4" className={styles.userCard}>
          <Avatar name={user.name} email={user.email} src={user.avatarUrl} size="md" decorative />
          <Stack as="span" minWidth={0} className={styles.userText}>
            <span className={styles.userName}>{displayName}</span>
            {user.name?.trim() ? <span className={styles.userEmail}>{user.email}</span> : null}
          </Stack>
          <Button variant="secondary" size="sm" onClick={onLogout}>
            {messages.common.logout}
          </Button>
        </Inline>
      </AuthCard>
    </AuthPage>
  );
}
