// What each field of a project looks like in the list: one definition, read by the table's cells and by the cards
// that replace the table on narrow screens (issue 15, "Narrow screens").
import {
  messages,
  statusLabel,
  type ProjectListItem,
  type ProjectStatusOption,
  type ProjectType,
} from '@siipro/domain';
import { useId } from 'react';
import { CopyLinkButton } from '../../patterns/CopyLinkButton';
import { DataLink } from '../../patterns/DataTable';
import { HelpTooltip } from '../../patterns/HelpTooltip';
import { PriorityIndicator } from '../PriorityIndicator';
import { ScoreBadge } from '../ScoreBadge';
import { ScoreExplanation } from '../ScoreExplanation';
import { StatusPill } from '../StatusPill';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ProjectCell.css';
import {
  budgetText,
  cellText,
  organizationOf,
  programOf,
  projectTableColumns,
  type ProjectColumn,
  type ProjectColumnId,
} from './projectColumns';

export interface ProjectHrefs {
  /** The project's (or program's) page; null when it cannot be linked (no organisation). */
  project: (project: ProjectListItem) => string | null;
  organization: (organizationSlug: string) => string;
  program: (programSlug: string) => string;
}

/** A card's title: the project's name as a heading of this level (the table's cells have none). */
export type NameHeading = 'h2' | 'h3';

/**
 * A link; without an href the name is plain text. With `copyable`, a copy-link button beside it (which names what it
 * copies) — only the project's own link has one: one per row keeps a page of twenty rows to twenty such tab stops
 * (three per row made 128 on a page). With `heading` the link alone is the heading, so the heading reads as the name
 * and not "… Copiar enlace".
 */
function LinkCell({
  to,
  heading: Heading,
  copyable = false,
  children,
}: {
  to: string | null;
  heading?: NameHeading;
  copyable?: boolean;
  children: string;
}) {
  const linkId = useId();
  if (!to) {
    const text = <span className={styles.cellText}>{children}</span>;
    return Heading ? <Heading className={styles.nameHeading}>{text}</Heading> : text;
  }
  const link = (
    <DataLink to={to} id={linkId}>
      {children}
    </DataLink>
  );
  if (!copyable) return Heading ? <Heading className={styles.nameHeading}>{link}</Heading> : link;
  // A heading is not phrasing content: its wrapper is then a div.
  const Wrapper = Heading ? 'div' : 'span';
  return (
    <Wrapper className={styles.linkCell}>
      {Heading ? <Heading className={styles.nameHeading}>{link}</Heading> : link}
      <CopyLinkButton to={to} aria-describedby={linkId} />
    </Wrapper>
  );
}

/** The score column's help: what the Puntuación SIIPRO is and how it is read. */
const scoreHelp = (
  // The compact trigger: the nine columns just fit a 1280 px window (DataTable.css.ts).
  <HelpTooltip
    label={messages.score.helpLabel}
    title={messages.score.modalTitle}
    triggerSize="xs"
    tooltipPlacement="bottom"
  >
    <ScoreExplanation />
  </HelpTooltip>
);

/**
 * The columns of a list of this type (projectTableColumns) with what their headers carry besides the label: the score
 * column explains itself with a help icon that opens what the Puntuación SIIPRO is (portfolio.md §2.2, §4.3).
 */
export function projectColumnsWithHelp(type: ProjectType): ProjectColumn[] {
  return projectTableColumns(type).map((column) => (column.id === 'score' ? { ...column, help: scoreHelp } : column));
}

/**
 * An amount as the tables show it (issue 43): `shown` in whole pesos on one line, and the `exact` amount with its cents
 * on hover (title) and for screen readers when the two differ.
 */
export function MoneyFigure({ shown, exact }: { shown: string; exact: string }) {
  if (shown === exact) return <span className={styles.figure}>{shown}</span>;
  return (
    <span className={styles.figure} title={exact}>
      <span aria-hidden="true">{shown}</span>
      <span className={visuallyHidden}>{exact}</span>
    </span>
  );
}

export interface ProjectCellProps {
  project: ProjectListItem;
  column: ProjectColumnId;
  hrefs: ProjectHrefs;
  /** The tenant's status list (configJson.projectStatus), for the pills' labels. */
  statusOptions?: readonly ProjectStatusOption[];
  /** The name column only: its link is a heading of this level (a card's title). */
  nameHeading?: NameHeading;
}

/**
 * One field of a project as the list shows it: code and name linking to its page (with "Copiar enlace"), the
 * organisation and the parent program linking to theirs, the compact score badge, the es-AR budget in whole pesos
 * (exact on hover), the status pill and the priority flag with its text; "-" when empty.
 */
export function ProjectCell({ project, column, hrefs, statusOptions, nameHeading }: ProjectCellProps) {
  switch (column) {
    case 'name':
      return (
        <div className={styles.nameCell}>
          <span className={styles.code}>{cellText(project.projectCode)}</span>
          <LinkCell to={hrefs.project(project)} heading={nameHeading} copyable>
            {cellText(project.name)}
          </LinkCell>
        </div>
      );
    case 'organization': {
      const organization = organizationOf(project);
      if (!organization) return messages.common.empty;
      return (
        <LinkCell to={organization.slug ? hrefs.organization(organization.slug) : null}>{organization.name}</LinkCell>
      );
    }
    case 'program': {
      const program = programOf(project);
      if (!program) return messages.common.empty;
      return <LinkCell to={program.slug ? hrefs.program(program.slug) : null}>{program.name}</LinkCell>;
    }
    case 'sector':
      return cellText(project.sector);
    case 'area':
      return cellText(project.area ?? project.executingArea);
    case 'score':
      return <ScoreBadge score={project.score} variant="compact" />;
    case 'budget':
      return <MoneyFigure {...budgetText(project)} />;
    case 'status':
      return (
        <StatusPill
          status={project.status}
          label={statusOptions ? statusLabel(project.status, statusOptions) : undefined}
          // "Presupuesto Asignado" on one line kept the table wider than a 1280 px window's page (issue 43).
          wrap
        />
      );
    case 'priority':
      return (
        <span className={styles.priority}>
          {/* The priority is written beside the flag, so the flag does not need its own tab stop. */}
          <PriorityIndicator priority={project.priority} focusable={false} />
          <span aria-hidden="true">{cellText(project.priority)}</span>
        </span>
      );
  }
}
