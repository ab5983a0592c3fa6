import { formatMoney, formatMonthAR, formatNumber, interpolate, messages, type MonthlyTrends } from '@siipro/domain';
import { useId, type ReactNode } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { buttonRecipe } from '../../styles/button.css';
import { Button } from '../../primitives/Button';
import { CopyLinkButton } from '../../patterns/CopyLinkButton';
import { Grid } from '../../primitives/Grid';
import { Inline } from '../../primitives/Inline';
import { PriorityIndicator } from '../PriorityIndicator';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import * as styles from './DashboardView.css';

const texts = messages.dashboard;

/** A recently opened project or program, as its card shows it. */
export interface DashboardProject {
  /** Unique within its list (a slug). */
  key: string;
  name: string;
  /** The project's page; without one (no organisation to build it under) the name shows as plain text. */
  href: string | null;
  /** Alta, Media, Baja or none: the flag and its tooltip "Prioridad: X" / "Sin prioridad asignada". */
  priority: string | null;
  organizationName: string | null;
  /** The organisation's page, linked from its name. */
  organizationHref: string | null;
  /** The program the project belongs to: "Ver programa" links there; null reads "Sin programa". */
  programHref: string | null;
}

/** A recently opened organisation, as its card shows it. */
export interface DashboardOrganization {
  key: string;
  name: string;
  /** The organisation's page ("Ver Organismo"; also what "Copiar enlace" copies). */
  href: string;
  /** The organisation's projects list ("Ver Proyectos"). */
  projectsHref: string;
  /** The person responsible, or null ("No asignado"). */
  responsable?: string | null;
}

export interface DashboardViewProps {
  /** The projects and programs opened last on this device (or the tenant's newest), newest first; 4 are shown. */
  recentProjects: readonly DashboardProject[];
  /** The organisations opened last on this device, newest first; 4 are shown. */
  recentOrganizations: readonly DashboardOrganization[];
  /** The projects are still being fetched (the newest-projects fallback): "Cargando proyectos...". */
  projectsLoading?: boolean;
  /** The organisations are still being fetched: "Cargando organismos...". */
  organizationsLoading?: boolean;
  /** "Tendencias del Mes" computed from the workspace's data; absent: the spec's greyed sample figures. */
  trends?: DashboardTrends;
}

/** platform.md §9: "Dashboard cards: 4 each". */
const CARDS_PER_LIST = 4;

/** A titled section of the dashboard, named by its heading. */
function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} space="3">
      <Inline space="3" align="between" alignY="center">
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        {action}
      </Inline>
      {children}
    </Stack>
  );
}

/** The cards' grid and each card's frame: the cards and their placeholders share them, so both take one place. */
const cardGrid = { space: '4', minColumnWidth: '13rem' } as const;
const cardFrame = { space: '2', background: 'surface', border: 'standard', borderRadius: 'lg', padding: '4' } as const;

/**
 * The cards while they load: grey cards shaped like them (`placeholder`: the lines below the title), the first saying
 * what is loading. They hold the cards' place, so the panels below do not jump when the cards arrive.
 */
function PlaceholderCards({ loadingText, placeholder }: { loadingText: string; placeholder: ReactNode }) {
  return (
    <Grid {...cardGrid}>
      {Array.from({ length: CARDS_PER_LIST }, (_, index) => (
        <Stack key={index} {...cardFrame}>
          {index === 0 ? (
            <p role="status" className={styles.empty}>
              {loadingText}
            </p>
          ) : (
            <Skeleton width="70%" />
          )}
          {placeholder}
        </Stack>
      ))}
    </Grid>
  );
}

/** Loading placeholders, empty line or the cards, in a fluid grid (4 across when wide, 1 at 360 px). */
function CardList<T extends { key: string }>(props: {
  items: readonly T[];
  loading: boolean;
  loadingText: string;
  emptyText: string;
  renderCard: (item: T) => ReactNode;
  /** What a card holds below its title, in grey, while the cards load. */
  placeholder: ReactNode;
}) {
  if (props.loading && props.items.length === 0) {
    return <PlaceholderCards loadingText={props.loadingText} placeholder={props.placeholder} />;
  }
  if (props.items.length === 0) return <p className={styles.empty}>{props.emptyText}</p>;
  return (
    <Grid as="ul" {...cardGrid} margin="0" paddingLeft="0" className={styles.plainList}>
      {props.items.slice(0, CARDS_PER_LIST).map((item) => (
        <Stack as="li" key={item.key} {...cardFrame}>
          {props.renderCard(item)}
        </Stack>
      ))}
    </Grid>
  );
}

function ProjectCard({ project }: { project: DashboardProject }) {
  const { linkProps } = useLinkNavigation();
  const titleId = useId();
  return (
    <>
      <div className={styles.cardTitleRow}>
        <h3 id={titleId} className={[styles.cardTitle, styles.cardTitleText].join(' ')}>
          {project.href ? (
            <a className={styles.link} {...linkProps(project.href)}>
              {project.name}
            </a>
          ) : (
            project.name
          )}
        </h3>
        <PriorityIndicator priority={project.priority} />
      </div>
      {project.organizationName ? (
        <p className={styles.meta}>
          {project.organizationHref ? (
            <a className={styles.link} {...linkProps(project.organizationHref)}>
              {project.organizationName}
            </a>
          ) : (
            project.organizationName
          )}
        </p>
      ) : null}
      <p className={styles.meta}>
        {project.programHref ? (
          // Described by the card's title: four "Ver programa" links on one screen must say whose program.
          <a className={styles.link} aria-describedby={titleId} {...linkProps(project.programHref)}>
            {texts.viewProgram}
          </a>
        ) : (
          texts.noProgram
        )}
      </p>
    </>
  );
}

function OrganizationCard({ organization }: { organization: DashboardOrganization }) {
  const { linkProps } = useLinkNavigation();
  const titleId = useId();
  // Full-width buttons, one under the other: four cards side by side leave each about 11rem.
  const action = buttonRecipe({ variant: 'secondary', size: 'sm', fullWidth: true });
  return (
    <>
      <h3 id={titleId} className={styles.cardTitle}>
        {organization.name}
      </h3>
      <p className={styles.meta}>
        {messages.organizations.responsable}: {organization.responsable || messages.organizations.notAssigned}
      </p>
      <Stack space="2" className={styles.cardActions}>
        <a className={action} aria-describedby={titleId} {...linkProps(organization.href)}>
          {texts.viewOrganization}
        </a>
        <a className={action} aria-describedby={titleId} {...linkProps(organization.projectsHref)}>
          {messages.organizations.viewProjects}
        </a>
        <CopyLinkButton appearance="text" to={organization.href} aria-describedby={titleId} fullWidth />
      </Stack>
    </>
  );
}

/** A project card below its title: the organisation and the program lines. */
const projectCardPlaceholder = (
  <>
    <Skeleton width="55%" />
    <Skeleton width="35%" />
  </>
);

/** An organisation card below its title: the person responsible and its three actions. */
const organizationCardPlaceholder = (
  <>
    <Skeleton width="60%" />
    <Stack space="2" className={styles.cardActions}>
      <Skeleton variant="rect" height="2rem" />
      <Skeleton variant="rect" height="2rem" />
      <Skeleton variant="rect" height="2rem" />
    </Stack>
  </>
);

/** The month's trends as the page has them: on their way, failed, or the figures (issue 43). */
export type DashboardTrends = { state: 'loading' } | { state: 'error' } | { state: 'ready'; figures: MonthlyTrends };

/**
 * "Tendencias del Mes": the month's new projects, status changes and ARS assigned, computed from the workspace's data
 * (issue 43), in the sample's layout. Without `trends` (an app that does not read them) the spec's static sample
 * figures, greyed and inert (platform.md §2).
 */
function TrendsPanel({ trends }: { trends?: DashboardTrends }) {
  if (!trends) {
    return (
      <Panel title={texts.trends}>
        <Stack
          space="3"
          background="surfaceMuted"
          border="standard"
          borderRadius="lg"
          padding="4"
          className={styles.inactive}
        >
          <p className={styles.newsSummary}>{texts.trendsInactive}</p>
          <dl className={styles.figures}>
            {texts.trendsSample.map((figure) => (
              <div key={figure.label}>
                <dt className={styles.figureLabel}>{figure.label}</dt>
                <dd className={styles.figureValue}>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </Stack>
      </Panel>
    );
  }
  let content: ReactNode;
  if (trends.state === 'loading') {
    content = (
      <p role="status" className={styles.newsSummary}>
        {texts.trendsLoading}
      </p>
    );
  } else if (trends.state === 'error') {
    content = (
      <p role="alert" className={styles.newsSummary}>
        {texts.trendsError}
      </p>
    );
  } else {
    const { figures } = trends;
    const labels = texts.trendsFigures;
    const rows = [
      { label: labels.projectsCreated, value: formatNumber(figures.projectsCreated) },
      { label: labels.statusChanges, value: formatNumber(figures.statusChanges) },
      // Whole pesos, as the tables; the exact amount on hover.
      {
        label: labels.budgetAssigned,
        value: formatMoney(figures.budgetAssigned, 'ARS', { wholeUnits: true }),
        exact: formatMoney(figures.budgetAssigned, 'ARS'),
      },
    ];
    content = (
      <>
        <p className={styles.newsSummary}>{interpolate(texts.trendsPeriod, { month: formatMonthAR(figures.month) })}</p>
        <dl className={styles.figures}>
          {rows.map((figure) => (
            <div key={figure.label}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue} title={figure.exact !== figure.value ? figure.exact : undefined}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </>
    );
  }
  return (
    <Panel title={texts.trends}>
      <Stack space="3" background="surface" border="standard" borderRadius="lg" padding="4">
        {content}
      </Stack>
    </Panel>
  );
}

/** "Novedades": static sample news; "Ver todas" is disabled until there is a news page (platform.md §2). */
function NewsPanel() {
  return (
    <Panel
      title={texts.news}
      action={
        <Button variant="ghost" size="sm" disabled disabledReason={texts.viewAllUnavailable}>
          {texts.viewAll}
        </Button>
      }
    >
      <Stack as="ul" space="3" margin="0" paddingLeft="0" className={styles.plainList}>
        {texts.newsSample.map((item) => (
          <Stack
            as="li"
            key={item.title}
            space="1"
            background="surface"
            border="standard"
            borderRadius="lg"
            padding="4"
          >
            <h3 className={styles.newsTitle}>{item.title}</h3>
            <p className={styles.newsSummary}>{item.summary}</p>
          </Stack>
        ))}
      </Stack>
    </Panel>
  );
}

/**
 * "Tu actividad" (platform.md §2): the recent projects and organisations as cards (4 each), the month's trends
 * (sample figures, greyed) and the news (sample items). Recents on the left, trends and news in a side column; one
 * column below 56rem.
 */
export function DashboardView({
  recentProjects,
  recentOrganizations,
  projectsLoading = false,
  organizationsLoading = false,
  trends,
}: DashboardViewProps) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} space="6">
      <h1 id={titleId} className={styles.title}>
        {texts.title}
      </h1>
      <div className={styles.frame}>
        <Stack space="6">
          <Panel title={texts.recentProjects}>
            <CardList
              items={recentProjects}
              loading={projectsLoading}
              loadingText={texts.loadingProjects}
              emptyText={texts.noRecentProjects}
              renderCard={(project) => <ProjectCard project={project} />}
              placeholder={projectCardPlaceholder}
            />
          </Panel>
          <Panel title={texts.recentOrganizations}>
            <CardList
              items={recentOrganizations}
              loading={organizationsLoading}
              loadingText={texts.loadingOrganizations}
              emptyText={texts.noActivity}
              renderCard={(organization) => <OrganizationCard organization={organization} />}
              placeholder={organizationCardPlaceholder}
            />
          </Panel>
        </Stack>
        <Stack space="6">
          <TrendsPanel trends={trends} />
          <NewsPanel />
        </Stack>
      </div>
    </Stack>
  );
}
