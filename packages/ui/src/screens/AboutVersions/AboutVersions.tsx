import { formatDateAR, messages } from '@siipro/domain';
import { Grid } from '../../primitives/Grid';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { SettingsHeader } from '../SettingsLayout';
import * as shared from '../../styles/settingsPanel.css';
import * as styles from './AboutVersions.css';

const texts = messages.settings.about;

/** One service's version: loading, failed, or what it answered (either value may be missing). */
export type VersionState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; version?: string | null; buildDate?: string | null };

export type VersionSource = 'frontend' | 'api' | 'optimizer';

export interface AboutVersionsProps {
  versions: Readonly<Record<VersionSource, VersionState>>;
  /** "Today" of a failed card (platform.md §2: "Error with today's date"); now by default. */
  today?: Date;
  className?: string;
}

const SOURCES: readonly VersionSource[] = ['frontend', 'api', 'optimizer'];

function VersionCard({ source, state, today }: { source: VersionSource; state: VersionState; today: Date }) {
  const title = texts.cards[source];
  const version =
    state.status === 'error' ? messages.common.error : state.status === 'ready' ? state.version : undefined;
  const date =
    state.status === 'error'
      ? formatDateAR(today)
      : state.status === 'ready' && state.buildDate
        ? formatDateAR(state.buildDate)
        : undefined;
  return (
    <Stack as="section" space="3" padding="5" className={shared.panel} aria-label={title}>
      <h2 className={shared.sectionTitle}>{title}</h2>
      {state.status === 'loading' ? (
        <Spinner />
      ) : (
        <dl className={styles.list}>
          <dt className={shared.fieldLabel}>{texts.version}</dt>
          <dd className={[styles.value, state.status === 'error' ? styles.error : ''].join(' ')}>
            {version?.trim() || messages.common.notAvailable}
          </dd>
          <dt className={shared.fieldLabel}>{texts.lastUpdate}</dt>
          <dd className={styles.value}>
            {date && date !== messages.common.empty ? date : messages.common.notAvailable}
          </dd>
        </dl>
      )}
    </Stack>
  );
}

/**
 * "Acerca de" (platform.md §2): one card each for Frontend, API and Optimizador with Versión and Última actualización
 * (es-AR). A spinner while a version loads; a failed one shows Error with today's date; a missing value "No
 * disponible".
 */
export function AboutVersions({ versions, today = new Date(), className }: AboutVersionsProps) {
  return (
    <Stack space="5" className={className}>
      <SettingsHeader title={texts.title} intro={texts.intro} />
      <Grid minColumnWidth="14rem" space="4">
        {SOURCES.map((source) => (
          <VersionCard key={source} source={source} state={versions[source]} today={today} />
        ))}
      </Grid>
    </Stack>
  );
}
