import { formatNumber, interpolate, messages } from '@siipro/domain';
import { useRef } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { buttonRecipe } from '../../styles/button.css';
import { ProjectsMap, type ProjectsMapProps } from '../ProjectsMap';
import { FilterChips, type FilterChipsProps } from '../../patterns/FilterChips';
import { SelectFilter, type SelectFilterOption } from '../../patterns/SelectFilter';
import * as styles from './ProjectsMapView.css';

const texts = messages.map;

/** One of the map's own filters (status, priority): the options and the chosen values. */
export interface MapFilter {
  options: readonly SelectFilterOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
}

export interface ProjectsMapViewProps extends ProjectsMapProps {
  /** Filter by status (the tenant's statuses): several at once. */
  statusFilter: MapFilter;
  /** Filter by priority (Alta, Media, Baja): several at once. */
  priorityFilter: MapFilter;
  /**
   * How many other filters of the projects list the address carries (search, areas, ranges, dates…): they apply
   * too, and the bar says so ("y 2 filtros más de la lista").
   */
  otherFilterCount?: number;
  /**
   * Those other filters as removable chips (domain's filterChips without status and priority, which have their
   * selects): removing one removes it from the address and the map. When given, they replace the count's words.
   */
  filterChips?: Pick<FilterChipsProps, 'chips' | 'onRemove' | 'onClearAll'>;
  /** The projects list with the same filters ("Ver en la lista"). */
  listHref: string;
}

/**
 * The map page (portfolio.md §2.9, issue 16): a slim bar with the title (and how many of the selection's projects
 * have no position), the map's own status and priority filters and a link to the same selection as a list, over the ProjectsMap, which takes every pixel left (the web renders it
 * full screen under the top bar). Below the compact breakpoint the filters wrap under the title.
 */
export function ProjectsMapView({
  statusFilter,
  priorityFilter,
  otherFilterCount = 0,
  filterChips,
  listHref,
  className,
  ...map
}: ProjectsMapViewProps) {
  const { linkProps } = useLinkNavigation();
  const filtersRegion = useRef<HTMLElement>(null);
  const unplaced = map.points?.unplaced ?? 0;
  const more =
    otherFilterCount === 1
      ? texts.moreFiltersOne
      : otherFilterCount > 1
        ? interpolate(texts.moreFilters, { count: otherFilterCount })
        : null;
  return (
    <div className={[styles.screen, className].filter(Boolean).join(' ')}>
      <div className={styles.bar}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{texts.title}</h1>
          {unplaced > 0 ? (
            <p className={styles.note}>
              {unplaced === 1 ? texts.unplacedOne : interpolate(texts.unplaced, { count: formatNumber(unplaced) })}
            </p>
          ) : null}
        </div>
        <section ref={filtersRegion} tabIndex={-1} aria-label={texts.filters} className={styles.filters}>
          <SelectFilter
            label={messages.projects.quickFilters.status}
            placeholder={messages.projects.quickFiltersAll.status}
            options={statusFilter.options}
            value={statusFilter.value}
            onChange={statusFilter.onChange}
            multiple
            className={styles.filter}
          />
          <SelectFilter
            label={messages.projects.quickFilters.priority}
            placeholder={messages.projects.quickFiltersAll.priority}
            options={priorityFilter.options}
            value={priorityFilter.value}
            onChange={priorityFilter.onChange}
            multiple
            className={styles.filter}
          />
          {more && !filterChips ? <span className={styles.more}>{more}</span> : null}
        </section>
        <a
          {...linkProps(listHref)}
          className={[buttonRecipe({ variant: 'secondary', size: 'sm' }), styles.listLink].join(' ')}
        >
          {texts.viewList}
        </a>
      </div>
      {filterChips && filterChips.chips.length > 0 ? (
        <div className={styles.chips}>
          <FilterChips
            chips={filterChips.chips}
            onRemove={filterChips.onRemove}
            onClearAll={filterChips.onClearAll}
            // The last chip gone, focus goes back to the map's own filters, just above.
            focusWhenEmpty={() => filtersRegion.current?.focus()}
            texts={{ label: messages.filters.chips.listLabel, clearAll: messages.filters.chips.clearAll }}
          />
        </div>
      ) : null}
      <div className={styles.map}>
        <ProjectsMap {...map} height="100%" />
      </div>
    </div>
  );
}
