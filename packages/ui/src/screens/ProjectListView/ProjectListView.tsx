import {
  interpolate,
  messages,
  type DialogResult,
  type ProjectListItem,
  type ProjectSortField,
  type ProjectStatusOption,
  type ProjectType,
  type SortState,
} from '@siipro/domain';
import { useRef, useState } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../../patterns/Breadcrumbs';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Button } from '../../primitives/Button';
import { buttonRecipe } from '../../styles/button.css';
import { ExportButton, type ExportFormat } from '../ExportButton';
import { FilterChips, type FilterChipsProps } from '../../patterns/FilterChips';
import { FiltersDialog, type FilterSection, type FilterSelection } from '../FiltersDialog';
import { Grid } from '../../primitives/Grid';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Pagination } from '../../patterns/Pagination';
import type { ProjectHrefs } from '../ProjectCell';
import { ProjectsTable } from '../ProjectsTable';
import { SearchInput } from '../../patterns/SearchInput';
import { SelectFilter, type SelectFilterOption } from '../../patterns/SelectFilter';
import { Stack } from '../../primitives/Stack';
import * as styles from './ProjectListView.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

/** One of the four quick filters beside the search (Área ejecutora, Prioridad, Estados, Fuente de Financiamiento). */
export interface QuickFilter {
  key: string;
  label: string;
  /** Shown with nothing chosen, agreeing with the label ("Todas las prioridades"); SelectFilter's "Todos" without. */
  placeholder?: string;
  options: readonly SelectFilterOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
}

export interface ProjectListPagination {
  page: number;
  totalPages: number;
  total: number;
}

export interface ProjectListViewProps {
  /** proyecto or programa: the title, the table's columns and whether Optimizar can show. */
  type: ProjectType;
  /** The heading; "Proyectos" or "Programas" by default. */
  title?: string;
  breadcrumbs: readonly BreadcrumbItem[];
  /** The applied search term (from the URL). */
  searchTerm: string;
  onSearch: (term: string) => void;
  quickFilters: readonly QuickFilter[];
  /** The filters dialog's sections and its starting selection (the current filters as a `DialogResult`). */
  filterSections: readonly FilterSection[];
  filterSelection?: DialogResult;
  /** Shown on the Filtros button ("Filtros 3"); 0 hides the badge. */
  activeFilterCount: number;
  onApplyFilters: (result: FilterSelection) => void;
  onResetFilters?: () => void;
  /**
   * The active filters as removable chips above the table (domain's filterChips): removing one removes its filter
   * from the URL and the list. No chips without it.
   */
  filterChips?: Pick<FilterChipsProps, 'chips' | 'onRemove' | 'onClearAll'>;
  /** Controls the dialog from outside (optional; otherwise the view opens and closes it itself). */
  filtersOpen?: boolean;
  onFiltersOpenChange?: (open: boolean) => void;
  /** The user holds optimizer:usage. Optimizar shows only then, and only for projects. */
  canOptimize: boolean;
  onOptimize: () => void;
  /** "Importar" (projects:create): opens the page's ImportDialog. Not shown without it. */
  onImport?: () => void;
  /** The "Archivados" view, for those who may edit; not shown without it. */
  archivedHref?: string | null;
  onExport: (format: ExportFormat) => Promise<void>;
  /** The projects map with the list's scope and filters ("Ver en el mapa"); no link without it. */
  mapHref?: string;
  rows: readonly ProjectListItem[];
  loading?: boolean;
  error?: boolean;
  sort: SortState;
  onSortChange: (field: ProjectSortField) => void;
  hrefs: ProjectHrefs;
  statusOptions?: readonly ProjectStatusOption[];
  /** Null before the first page arrives (or after an error): no pager. */
  pagination: ProjectListPagination | null;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * The projects and programs list screen (portfolio.md §2.2) without data fetching: breadcrumbs, title, search, the
 * four quick filters, "Filtros" (with the number of active filters) opening the filters dialog, "Optimizar" (projects
 * and optimizer:usage only), "Exportar", the table and the pager. Everything comes in as props; apps/web wires URL
 * state and SWR to it. Below 40rem (a phone) the first screen shows the rows (issue 15): the quick filters fold into
 * "Filtros", whose dialog offers the same filters (`filterSections` must include a section for each quick filter's
 * key, as domain's dialog plan does), and the table becomes cards.
 */
export function ProjectListView({
  type,
  title,
  breadcrumbs,
  searchTerm,
  onSearch,
  quickFilters,
  filterSections,
  filterSelection,
  activeFilterCount,
  onApplyFilters,
  onResetFilters,
  filterChips,
  filtersOpen,
  onFiltersOpenChange,
  canOptimize,
  onOptimize,
  onImport,
  archivedHref,
  onExport,
  mapHref,
  rows,
  loading,
  error,
  sort,
  onSortChange,
  hrefs,
  statusOptions,
  pagination,
  onPageChange,
  className,
}: ProjectListViewProps) {
  const { linkProps } = useLinkNavigation();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const dialogOpen = filtersOpen ?? ownOpen;
  const setDialogOpen = (open: boolean) => {
    setOwnOpen(open);
    onFiltersOpenChange?.(open);
  };
  const heading = title ?? (type === 'programa' ? messages.projects.titlePrograms : messages.projects.titleProjects);

  return (
    <Stack
      space={{ default: '5', compact: '4' }}
      minWidth={0}
      className={[styles.screen, className].filter(Boolean).join(' ')}
    >
      <Stack as="header" space="2">
        <Breadcrumbs items={breadcrumbs} />
        <Inline align="between" alignY="center" space="3">
          <h1 className={styles.title}>{heading}</h1>
          <Inline space="2">
            {canOptimize && type === 'proyecto' ? (
              <Button onClick={onOptimize} icon={<Icon name="success" />}>
                {messages.projects.optimize}
              </Button>
            ) : null}
            {mapHref ? (
              <a {...linkProps(mapHref)} className={buttonRecipe({ variant: 'secondary', size: 'md' })}>
                {messages.map.viewOnMap}
              </a>
            ) : null}
            <ExportButton onExport={onExport} />
            {onImport ? (
              <Button variant="secondary" onClick={onImport} aria-haspopup="dialog">
                {messages.importDialog.open}
              </Button>
            ) : null}
            {archivedHref ? (
              <a {...linkProps(archivedHref)} className={buttonRecipe({ variant: 'ghost', size: 'md' })}>
                {messages.archive.archivedView}
              </a>
            ) : null}
          </Inline>
        </Inline>
      </Stack>

      <Stack
        as="section"
        aria-label={messages.filters.title}
        space="3"
        padding={{ default: '4', compact: '3' }}
        borderRadius="md"
        border="standard"
        background="surface"
      >
        <Inline alignY="center" space="2" wrap={false}>
          <SearchInput value={searchTerm} onSearch={onSearch} className={styles.search} />
          <Button
            ref={filtersButton}
            variant="secondary"
            icon={<Icon name="filter" />}
            onClick={() => setDialogOpen(true)}
            aria-haspopup="dialog"
          >
            {messages.filters.title}
            {activeFilterCount > 0 ? (
              <>
                <span className={styles.countBadge} aria-hidden="true">
                  {activeFilterCount}
                </span>
                <span className={visuallyHidden}>
                  {` (${interpolate(messages.projects.activeFilters, { count: activeFilterCount })})`}
                </span>
              </>
            ) : null}
          </Button>
        </Inline>
        {/* Below 40rem the quick filters fold into "Filtros": its dialog has the same four as sections. */}
        <div className={styles.quickFilters}>
          <Grid columns={{ default: 4, medium: 2 }} space="3">
            {quickFilters.map((filter) => (
              <SelectFilter
                key={filter.key}
                label={filter.label}
                placeholder={filter.placeholder}
                options={filter.options}
                value={filter.value}
                onChange={filter.onChange}
                multiple
              />
            ))}
          </Grid>
        </div>
        {filterChips ? (
          <FilterChips
            chips={filterChips.chips}
            onRemove={filterChips.onRemove}
            onClearAll={filterChips.onClearAll}
            // The last chip gone, focus goes to "Filtros", where filters are added again.
            focusWhenEmpty={() => filtersButton.current?.focus()}
            texts={{ label: messages.filters.chips.listLabel, clearAll: messages.filters.chips.clearAll }}
          />
        ) : null}
      </Stack>

      <ProjectsTable
        type={type}
        rows={rows}
        loading={loading}
        error={error}
        sort={sort}
        onSortChange={onSortChange}
        hrefs={hrefs}
        statusOptions={statusOptions}
      />

      {/* A search that found nothing says so and offers the way back, rather than leaving an empty table. */}
      {searchTerm && rows.length === 0 && !loading && !error ? (
        <Inline space="3" alignY="center">
          <p className={styles.searchFoundNothingText}>
            {interpolate(messages.projects.searchFoundNothing, { term: searchTerm })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onSearch('')}>
            {messages.projects.clearSearch}
          </Button>
        </Inline>
      ) : null}

      {pagination ? (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          total={pagination.total}
          onPageChange={onPageChange}
        />
      ) : null}

      <FiltersDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        sections={filterSections}
        initialSelection={filterSelection}
        onApply={onApplyFilters}
        onReset={onResetFilters}
      />
    </Stack>
  );
}
