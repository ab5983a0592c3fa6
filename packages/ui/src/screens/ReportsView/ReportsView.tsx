import { interpolate, messages, paths } from '@siipro/domain';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { PriorityDistributionChart, type PriorityDistributionChartProps } from '../PriorityDistributionChart';
import { SideMenu, type SideMenuItem } from '../../patterns/SideMenu';
import { Stack } from '../../primitives/Stack';
import * as styles from './ReportsView.css';

const texts = messages.reports;

/** The side menu's entries (platform.md §2: "Reportes" has one item, "Distribución por Prioridad"). */
export function reportsMenuItems(): SideMenuItem[] {
  return [{ key: 'priorityDistribution', label: messages.nav.priorityDistribution, href: paths.reports() }];
}

export interface ReportsViewProps extends Pick<
  PriorityDistributionChartProps,
  'byPriority' | 'byStatus' | 'loading' | 'error' | 'onRetry'
> {
  /** The active tenant's name: /reports names no tenant, so the page says whose projects it counts. */
  tenantName: string;
  /** The address carries the projects list's filters: the lead line says so. */
  filtered?: boolean;
  /** The projects list with the same filters, whose totals the counts equal ("Ver en la lista de proyectos"). */
  listHref: string;
  className?: string;
}

/**
 * The reports area (platform.md §2 "/reports"): the side panel with the "Reportes" menu, and Distribución por
 * Prioridad — its title, whose projects it counts (and whether the list's filters apply), a link to that projects
 * list, and the PriorityDistributionChart with its loading, empty and error ("Reintentar") states. Side by side on
 * wide screens; below the medium breakpoint the menu comes first, full width.
 */
export function ReportsView({ tenantName, filtered = false, listHref, className, ...chart }: ReportsViewProps) {
  const { linkProps } = useLinkNavigation();
  return (
    <div className={[styles.layout, className].filter(Boolean).join(' ')}>
      <SideMenu title={messages.nav.reports} items={reportsMenuItems()} currentKey="priorityDistribution" />
      <Stack space={{ default: '5', compact: '4' }} minWidth={0}>
        <Stack space="2">
          <h1 className={styles.title}>{messages.nav.priorityDistribution}</h1>
          <p className={styles.intro}>
            {interpolate(filtered ? texts.introFiltered : texts.intro, { tenant: tenantName })}{' '}
            <a {...linkProps(listHref)} className={styles.link}>
              {texts.viewList}
            </a>
          </p>
        </Stack>
        <PriorityDistributionChart {...chart} />
      </Stack>
    </div>
  );
}
