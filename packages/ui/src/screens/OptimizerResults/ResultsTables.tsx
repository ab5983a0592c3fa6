// The two tables of the results page: the selected projects ranked (portfolio.md §2.8's columns, with rank, value and
// a decision), and the projects left out with their reasons. Both are a page of the answer beside the projects' list
// fields; a row whose project is still being read shows its rank and figures with "Cargando proyecto...".
import {
  formatMoney,
  formatNumber,
  interpolate,
  messages,
  roleOfStatus,
  type OptimizerExcludedRow,
  type OptimizerResultRow,
  type ProjectListItem,
  type ProjectStatusOption,
} from '@siipro/domain';
import { Button } from '../../primitives/Button';
import { DataCell, DataLink, DataRow, DataTable, type DataTableColumn } from '../../patterns/DataTable';
import { ProjectCell, type ProjectsTableHrefs } from '../ProjectsTable/ProjectCell';
import { TABLE_MIN_WIDTH } from '../ProjectsTable/ProjectsTable';
import * as sectionText from '../../styles/sectionText.css';
import * as styles from './OptimizerResults.css';

const columns = messages.optimizer.columns;
const texts = messages.optimizer.results;

/** What a row's decision button asks for: pin this project in or out. */
export type PinRequest = (project: { projectId: string; name: string }, list: 'include' | 'exclude') => void;

const SELECTED_COLUMNS: DataTableColumn[] = [
  { id: 'rank', label: columns.rank, end: true },
  { id: 'code', label: columns.code },
  { id: 'name', label: columns.name },
  { id: 'organization', label: columns.organization },
  { id: 'sector', label: columns.sector },
  { id: 'area', label: columns.area },
  { id: 'score', label: columns.score, end: true },
  { id: 'budget', label: columns.budget, end: true },
  { id: 'beneficiaries', label: columns.beneficiaries, end: true },
  { id: 'duration', label: columns.duration, end: true },
  { id: 'status', label: columns.status },
  { id: 'value', label: columns.value, end: true },
  { id: 'decision', label: texts.decision },
];

const EXCLUDED_COLUMNS: DataTableColumn[] = [
  { id: 'code', label: columns.code },
  { id: 'name', label: columns.name },
  { id: 'organization', label: columns.organization },
  { id: 'budget', label: columns.budget, end: true },
  { id: 'reason', label: texts.reason },
  { id: 'decision', label: texts.decision },
];

/** The budget in es-AR money when the project's currency is ARS (portfolio.md §2.8), else the plain amount. */
function budgetOf(amount: number, project: ProjectListItem | null): string {
  const currency = project?.budgetCurrencyCode ?? 'ARS';
  return currency === 'ARS'
    ? formatMoney(amount, 'ARS')
    : `${formatNumber(amount, { maximumFractionDigits: 2 })} ${currency}`;
}

const numberOrDash = (value: number | null | undefined) =>
  value === null || value === undefined ? messages.common.empty : formatNumber(value);

function ProjectName({ project, href }: { project: ProjectListItem | null; href: string | null }) {
  if (!project) return <span className={sectionText.note}>{texts.loadingProject}</span>;
  return href ? <DataLink to={href}>{project.name}</DataLink> : <>{project.name}</>;
}

/** A project's field through the list's own cell (links, score badge, status pill); "-" while it is read. */
function FieldCell({
  project,
  column,
  hrefs,
  statusOptions,
}: {
  project: ProjectListItem | null;
  column: 'organization' | 'sector' | 'area' | 'score' | 'status';
  hrefs: ProjectsTableHrefs;
  statusOptions?: readonly ProjectStatusOption[];
}) {
  if (!project) return <>{messages.common.empty}</>;
  return <ProjectCell project={project} column={column} hrefs={hrefs} statusOptions={statusOptions} />;
}

const nameOf = (row: { projectId: string; project: ProjectListItem | null }) => row.project?.name ?? row.projectId;

/** Código, Nombre (linking to its page) and Organismo: the cells both tables start with. */
function ProjectCells({ project, hrefs }: { project: ProjectListItem | null; hrefs: ProjectsTableHrefs }) {
  return (
    <>
      <DataCell>
        <span className={styles.code}>{project?.projectCode ?? messages.common.empty}</span>
      </DataCell>
      <DataCell>
        <ProjectName project={project} href={project ? hrefs.project(project) : null} />
      </DataCell>
      <DataCell>
        <FieldCell project={project} column="organization" hrefs={hrefs} />
      </DataCell>
    </>
  );
}

/**
 * A row's decision: "Fijado dentro" / "Fijado fuera" when a person pinned it, else the button that pins it the other
 * way (out of the selection from the ranking, into it from the projects left out).
 */
function DecisionCell({
  row,
  list,
  onPin,
}: {
  row: { projectId: string; override: boolean; project: ProjectListItem | null };
  list: 'include' | 'exclude';
  onPin?: PinRequest;
}) {
  if (row.override) return <span className={styles.tag}>{list === 'exclude' ? texts.pinnedIn : texts.pinnedOut}</span>;
  if (!onPin) return null;
  const name = nameOf(row);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={interpolate(list === 'include' ? texts.pin.inLabel : texts.pin.outLabel, { name })}
      onClick={() => onPin({ projectId: row.projectId, name }, list)}
    >
      {list === 'include' ? texts.pin.in : texts.pin.out}
    </Button>
  );
}

export interface SelectedTableProps {
  rows: readonly OptimizerResultRow[];
  hrefs: ProjectsTableHrefs;
  statusOptions?: readonly ProjectStatusOption[];
  /** Absent: no decision buttons (while a run is on its way). */
  onPin?: PinRequest;
}

export function SelectedTable({ rows, hrefs, statusOptions, onPin }: SelectedTableProps) {
  return (
    <DataTable caption={texts.selectedTitle} columns={SELECTED_COLUMNS} minWidth={TABLE_MIN_WIDTH}>
      {rows.map((row) => (
        <DataRow key={row.projectId}>
          <DataCell end>
            <span className={styles.rank}>{row.rank}</span>
          </DataCell>
          <ProjectCells project={row.project} hrefs={hrefs} />
          <DataCell>
            <FieldCell project={row.project} column="sector" hrefs={hrefs} />
          </DataCell>
          <DataCell>
            <FieldCell project={row.project} column="area" hrefs={hrefs} />
          </DataCell>
          <DataCell end>
            <FieldCell project={row.project} column="score" hrefs={hrefs} />
          </DataCell>
          <DataCell end numeric>
            {budgetOf(row.budget, row.project)}
          </DataCell>
          <DataCell end numeric>
            {numberOrDash(row.project?.beneficiaryCount)}
          </DataCell>
          <DataCell end numeric>
            {numberOrDash(row.project?.expectedExecutionMonths)}
          </DataCell>
          <DataCell>
            <span className={styles.statusCell}>
              <FieldCell project={row.project} column="status" hrefs={hrefs} statusOptions={statusOptions} />
              {/* A work in execution is a commitment (issue 43): named as such, not as one more choice. */}
              {row.project?.status &&
              statusOptions &&
              roleOfStatus(row.project.status, statusOptions) === 'execution' ? (
                <span className={styles.tag}>{texts.commitment}</span>
              ) : null}
            </span>
          </DataCell>
          <DataCell end numeric>
            {formatNumber(row.value, { maximumFractionDigits: 1 })}
          </DataCell>
          <DataCell>
            <DecisionCell row={row} list="exclude" onPin={onPin} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

export interface ExcludedTableProps {
  rows: readonly OptimizerExcludedRow[];
  hrefs: ProjectsTableHrefs;
  onPin?: PinRequest;
}

export function ExcludedTable({ rows, hrefs, onPin }: ExcludedTableProps) {
  return (
    <DataTable caption={texts.excludedTitle} columns={EXCLUDED_COLUMNS} minWidth={TABLE_MIN_WIDTH}>
      {rows.map((row) => (
        <DataRow key={row.projectId}>
          <ProjectCells project={row.project} hrefs={hrefs} />
          <DataCell end numeric>
            {row.project
              ? row.project.budgetAmount === null
                ? messages.common.empty
                : budgetOf(row.project.budgetAmount, row.project)
              : messages.common.empty}
          </DataCell>
          <DataCell>{row.reason}</DataCell>
          <DataCell>
            <DecisionCell row={row} list="include" onPin={onPin} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
