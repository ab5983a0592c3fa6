// The two lists of the results page: the selected projects ranked (portfolio.md §2.8's columns, with rank, value and
// a decision), and the projects left out with their reasons. Both are a page of the answer beside the projects' list
// fields; a row whose project is still being read shows its rank and figures with "Cargando proyecto...".
//
// They fit the screen as the projects list does (issue 43): from 40rem up a table whose columns, the decision
// included, are all in view in a 1280 px window with the demo's longest values (code and name share a column, long
// headers wrap, budgets in whole pesos with the cents on hover); on a narrower window the table scrolls sideways with
// the rank and the name kept in view; below 40rem one card per project with the same fields and the decision button.
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
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { DataCell, DataLink, DataRow, DataTable, type DataTableColumn } from '../../patterns/DataTable';
import { MoneyFigure, ProjectCell, type ProjectHrefs } from '../ProjectCell';
import * as listStyles from '../../styles/cardList.css';
import { useReachedLayouts } from '../../theme/useBelow';
import * as sectionText from '../../styles/sectionText.css';
import * as styles from './OptimizerResults.css';

const columns = messages.optimizer.columns;
const texts = messages.optimizer.results;

/** What a row's decision button asks for: pin this project in or out. */
export type PinRequest = (project: { projectId: string; name: string }, list: 'include' | 'exclude') => void;

/** What every row of both lists carries. */
interface ResultRowBase {
  projectId: string;
  override: boolean;
  project: ProjectListItem | null;
}

/**
 * One column of a results list, read by both layouts: the table's header and cell, and the card's labelled field.
 * The `name` column is the card's title and the `decision` column its action at the end; the rest are its fields.
 */
interface ResultColumn<Row> extends DataTableColumn {
  numeric?: boolean;
  /** The card's field takes the whole line (a long name or text). */
  wide?: boolean;
  /** The table cell's class (its width). */
  cellClassName?: string;
  render: (row: Row) => ReactNode;
  /** A column that shows two fields in the table, given to the cards as these two. */
  cardFields?: readonly ResultColumn<Row>[];
  /** On a card, a short figure shown as a tag above the name ("Posición 1", "Valor 61,4") instead of a field. */
  cardTag?: boolean;
}

/** The budget in es-AR money when the project's currency is ARS (portfolio.md §2.8), else the plain amount. */
function budgetOf(amount: number, project: ProjectListItem | null, wholeUnits: boolean): string {
  const currency = project?.budgetCurrencyCode ?? 'ARS';
  return currency === 'ARS'
    ? formatMoney(amount, 'ARS', { wholeUnits })
    : `${formatNumber(amount, { maximumFractionDigits: wholeUnits ? 0 : 2 })} ${currency}`;
}

/** Whole pesos on screen, the exact amount on hover and for screen readers (as the projects list). */
function Budget({ amount, project }: { amount: number | null; project: ProjectListItem | null }) {
  if (amount === null) return <>{messages.common.empty}</>;
  return <MoneyFigure shown={budgetOf(amount, project, true)} exact={budgetOf(amount, project, false)} />;
}

const numberOrDash = (value: number | null | undefined) =>
  value === null || value === undefined ? messages.common.empty : formatNumber(value);

const nameOf = (row: { projectId: string; project: ProjectListItem | null }) => row.project?.name ?? row.projectId;

/** The code above the name, which links to the project's page; "Cargando proyecto..." while it is read. */
function NameCell({
  project,
  hrefs,
  heading: Heading,
}: {
  project: ProjectListItem | null;
  hrefs: ProjectHrefs;
  /** A card's title: the name is a heading of this level. */
  heading?: 'h3';
}) {
  if (!project) return <span className={sectionText.note}>{texts.loadingProject}</span>;
  const href = hrefs.project(project);
  const name = href ? <DataLink to={href}>{project.name}</DataLink> : project.name;
  return (
    <div className={listStyles.nameCell}>
      <span className={styles.code}>{project.projectCode ?? messages.common.empty}</span>
      {Heading ? <Heading className={listStyles.nameHeading}>{name}</Heading> : name}
    </div>
  );
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
  hrefs: ProjectHrefs;
  statusOptions?: readonly ProjectStatusOption[];
}) {
  if (!project) return <>{messages.common.empty}</>;
  return <ProjectCell project={project} column={column} hrefs={hrefs} statusOptions={statusOptions} />;
}

/**
 * A row's decision: "Fijado dentro" / "Fijado fuera" when a person pinned it, else the button that pins it the other
 * way (out of the selection from the ranking, into it from the projects left out).
 */
function DecisionCell({ row, list, onPin }: { row: ResultRowBase; list: 'include' | 'exclude'; onPin?: PinRequest }) {
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

/** The rank column's width: the name column, sticky too, starts where it ends. */
const RANK_WIDTH = '4.5rem';
const nameLabel = `${columns.code} / ${columns.name}`;

/**
 * The project's own columns, the same in both tables: code and name (kept in view from `nameStart` while the table
 * scrolls sideways) and the organisation.
 */
function projectColumns<Row extends { project: OptimizerResultRow['project'] }>(
  hrefs: ProjectHrefs,
  nameStart: string,
): ResultColumn<Row>[] {
  return [
    {
      id: 'name',
      label: nameLabel,
      stickyStart: nameStart,
      cellClassName: styles.nameColumn,
      render: (row) => <NameCell project={row.project} hrefs={hrefs} />,
    },
    {
      id: 'organization',
      label: columns.organization,
      wide: true,
      cellClassName: styles.organizationColumn,
      render: (row) => <FieldCell project={row.project} column="organization" hrefs={hrefs} />,
    },
  ];
}

function selectedColumns(
  hrefs: ProjectHrefs,
  statusOptions: readonly ProjectStatusOption[] | undefined,
  onPin: PinRequest | undefined,
): ResultColumn<OptimizerResultRow>[] {
  return [
    {
      id: 'rank',
      label: columns.rank,
      end: true,
      stickyStart: '0',
      className: styles.rankColumn,
      cellClassName: styles.rankColumn,
      cardTag: true,
      render: (row) => <span className={styles.rank}>{row.rank}</span>,
    },
    ...projectColumns<OptimizerResultRow>(hrefs, RANK_WIDTH),
    // Sector above Área in one column of the table (as the code above the name): two short texts, one column's
    // width. The cards keep them apart.
    {
      id: 'sectorArea',
      label: `${columns.sector} / ${columns.area}`,
      render: (row) => (
        <div className={listStyles.nameCell}>
          <FieldCell project={row.project} column="sector" hrefs={hrefs} />
          <span className={styles.secondLine}>
            <FieldCell project={row.project} column="area" hrefs={hrefs} />
          </span>
        </div>
      ),
      cardFields: [
        {
          id: 'sector',
          label: columns.sector,
          render: (row) => <FieldCell project={row.project} column="sector" hrefs={hrefs} />,
        },
        {
          id: 'area',
          label: columns.area,
          render: (row) => <FieldCell project={row.project} column="area" hrefs={hrefs} />,
        },
      ],
    },
    {
      id: 'score',
      label: columns.score,
      end: true,
      className: styles.wrappingHeader,
      render: (row) => <FieldCell project={row.project} column="score" hrefs={hrefs} />,
    },
    {
      id: 'budget',
      label: columns.budget,
      end: true,
      numeric: true,
      className: styles.wrappingHeader,
      render: (row) => <Budget amount={row.budget} project={row.project} />,
    },
    {
      id: 'beneficiaries',
      label: columns.beneficiaries,
      end: true,
      numeric: true,
      render: (row) => numberOrDash(row.project?.beneficiaryCount),
    },
    {
      id: 'duration',
      label: columns.duration,
      end: true,
      numeric: true,
      className: styles.wrappingHeader,
      render: (row) => numberOrDash(row.project?.expectedExecutionMonths),
    },
    {
      id: 'status',
      label: columns.status,
      // On a card the longest status and the "Compromiso" tag need the whole line.
      wide: true,
      render: (row) => (
        <span className={styles.statusCell}>
          <FieldCell project={row.project} column="status" hrefs={hrefs} statusOptions={statusOptions} />
          {/* A work in execution is a commitment (issue 43): named as such, not as one more choice. */}
          {row.project?.status && statusOptions && roleOfStatus(row.project.status, statusOptions) === 'execution' ? (
            <span className={styles.tag}>{texts.commitment}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'value',
      label: columns.value,
      end: true,
      numeric: true,
      cardTag: true,
      render: (row) => formatNumber(row.value, { maximumFractionDigits: 1 }),
    },
    {
      id: 'decision',
      label: texts.decision,
      render: (row) => <DecisionCell row={row} list="exclude" onPin={onPin} />,
    },
  ];
}

function excludedColumns(hrefs: ProjectHrefs, onPin: PinRequest | undefined): ResultColumn<OptimizerExcludedRow>[] {
  return [
    ...projectColumns<OptimizerExcludedRow>(hrefs, '0'),
    {
      id: 'budget',
      label: columns.budget,
      end: true,
      numeric: true,
      render: (row) => <Budget amount={row.project?.budgetAmount ?? null} project={row.project} />,
    },
    { id: 'reason', label: texts.reason, wide: true, render: (row) => row.reason },
    {
      id: 'decision',
      label: texts.decision,
      render: (row) => <DecisionCell row={row} list="include" onPin={onPin} />,
    },
  ];
}

interface ResultsListProps<Row extends ResultRowBase> {
  caption: string;
  rows: readonly Row[];
  columns: readonly ResultColumn<Row>[];
  hrefs: ProjectHrefs;
}

/** The wide layout: every column in view at 1280 px, the sticky ones kept while a narrower window scrolls. */
function ResultsGrid<Row extends ResultRowBase>({
  caption,
  rows,
  columns: cols,
  className,
}: ResultsListProps<Row> & { className: string }) {
  return (
    <DataTable caption={caption} columns={cols} minWidth={RESULTS_MIN_WIDTH} className={className}>
      {rows.map((row) => (
        <DataRow key={row.projectId}>
          {cols.map((column) => (
            <DataCell
              key={column.id}
              end={column.end}
              numeric={column.numeric}
              stickyStart={column.stickyStart}
              className={column.cellClassName}
            >
              {column.render(row)}
            </DataCell>
          ))}
        </DataRow>
      ))}
    </DataTable>
  );
}

/** The narrow layout (below 40rem): one card per project, its name as the title, the decision at its end. */
function ResultCards<Row extends ResultRowBase>({
  caption,
  rows,
  columns: cols,
  hrefs,
  className,
}: ResultsListProps<Row> & { className: string }) {
  const tags = cols.filter((column) => column.cardTag);
  const fields = cols
    .filter((column) => column.id !== 'name' && column.id !== 'decision' && !column.cardTag)
    .flatMap((column) => column.cardFields ?? [column]);
  const decision = cols.find((column) => column.id === 'decision');
  return (
    <section aria-label={caption} className={[listStyles.cardsRegion, className].join(' ')}>
      <ul className={listStyles.cards}>
        {rows.map((row) => {
          const action = decision?.render(row);
          return (
            <li key={row.projectId} className={listStyles.cardItem}>
              <article className={listStyles.card}>
                {tags.length > 0 ? (
                  <p className={styles.cardTags}>
                    {tags.map((column) => (
                      <span key={column.id} className={styles.tag}>
                        {column.label} {column.render(row)}
                      </span>
                    ))}
                  </p>
                ) : null}
                <NameCell project={row.project} hrefs={hrefs} heading="h3" />
                <dl className={listStyles.fields}>
                  {fields.map((column) => (
                    <div key={column.id} className={column.wide ? listStyles.cardWideField : listStyles.cardField}>
                      <dt className={listStyles.fieldLabel}>{column.label}</dt>
                      <dd className={listStyles.fieldValue}>{column.render(row)}</dd>
                    </div>
                  ))}
                </dl>
                {action ? <div className={styles.cardAction}>{action}</div> : null}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Below this width the table scrolls sideways (its rank and name kept in view). The twelve columns of the ranking fit
 * it with the demo's longest values; a 1280 px window's content area is wider.
 */
const RESULTS_MIN_WIDTH = '1100px';

/** The table from 40rem up, the cards below (each built once reached, then kept: see useReachedLayouts). */
function ResultsList<Row extends ResultRowBase>(props: ResultsListProps<Row>) {
  const reached = useReachedLayouts('compact');
  return (
    <>
      {reached.wide ? <ResultsGrid {...props} className={listStyles.wideOnly} /> : null}
      {reached.compact ? <ResultCards {...props} className={listStyles.compactOnly} /> : null}
    </>
  );
}

export interface SelectedTableProps {
  rows: readonly OptimizerResultRow[];
  hrefs: ProjectHrefs;
  statusOptions?: readonly ProjectStatusOption[];
  /** Absent: no decision buttons (while a run is on its way). */
  onPin?: PinRequest;
}

export function SelectedTable({ rows, hrefs, statusOptions, onPin }: SelectedTableProps) {
  return (
    <ResultsList
      caption={texts.selectedTitle}
      rows={rows}
      columns={selectedColumns(hrefs, statusOptions, onPin)}
      hrefs={hrefs}
    />
  );
}

export interface ExcludedTableProps {
  rows: readonly OptimizerExcludedRow[];
  hrefs: ProjectHrefs;
  onPin?: PinRequest;
}

export function ExcludedTable({ rows, hrefs, onPin }: ExcludedTableProps) {
  return (
    <ResultsList caption={texts.excludedTitle} rows={rows} columns={excludedColumns(hrefs, onPin)} hrefs={hrefs} />
  );
}
