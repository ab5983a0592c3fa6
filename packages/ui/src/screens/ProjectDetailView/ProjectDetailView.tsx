import type { ReactNode } from 'react';
import { messages, type ProjectDetail, type ProjectStatusOption } from '@siipro/domain';
import { ActivityFeed, type ActivityFeedProps } from '../ActivityFeed';
import type { BreadcrumbItem } from '../../patterns/Breadcrumbs';
import { DetailColumns, DetailPageState, type DetailPageStateName } from '../../patterns/DetailPage';
import { Inline } from '../../primitives/Inline';
import { PriorityIndicator } from '../PriorityIndicator';
import { ProgramPortfolio, type ProgramPortfolioProps } from '../ProgramPortfolio';
import { PublishControl, type PublishControlProps } from '../PublishControl';
import { ProjectHeader, type ProjectHeaderProps } from '../ProjectHeader';
import { ProjectRelations, type ProjectRelationsProps } from '../ProjectRelations';
import { ProjectScore } from '../ProjectScore';
import type { ProjectFieldsEdit } from '../ProjectForm';
import { ProjectSidePanel } from '../ProjectSidePanel';
import { Stack } from '../../primitives/Stack';
import { StatusControl } from '../StatusControl';
import * as styles from './ProjectDetailView.css';

/** The page's states (portfolio.md §2.4, §4.4): loading, error, loaded, plus the answer that no such project exists. */
export type ProjectDetailState = DetailPageStateName;

export interface ProjectDetailViewProps {
  state: ProjectDetailState;
  /** error: what went wrong, in Spanish (the API's message, else "No se pudo cargar el proyecto"). */
  errorMessage?: string | null;
  /** error: "Reintentar" asks again. */
  onRetry?: () => void;
  /** loaded: the project or program with its explained score. */
  project: ProjectDetail | null;
  /** "Organismos > organisation > Proyectos > slug", or "Proyectos > slug" without an organisation. */
  breadcrumbs: readonly BreadcrumbItem[];
  /** projects:edit: the pencil, the status control, the composer and the upload. Without it the page only reads. */
  canEdit: boolean;
  /** The tenant's projectStatus values; an empty list shows no status control. */
  statuses: readonly ProjectStatusOption[];
  /** A status change is in flight. */
  statusBusy?: boolean;
  /** A closed status comes with the reason its confirmation asked for, when one was written. */
  onStatusChange: (status: string, reason?: string) => void;
  onSave: ProjectHeaderProps['onSave'];
  /** The conflict message's "Recargar": reads the project again. */
  onReload: () => void;
  /** The parent program's page; null shows its name without a link. */
  programHref: string | null;
  /** "Ver en el mapa"; null without coordinates. */
  mapHref: string | null;
  /** The activity feed's tab, entries and actions (the page's; write access follows canEdit). */
  activity: Omit<ActivityFeedProps, 'canWrite' | 'statuses'>;
  /** A program's page: its projects and their totals, across the whole width under the columns (issue 43). */
  programPortfolio?: Omit<ProgramPortfolioProps, 'statusOptions'> | null;
  /** The page's actions on the whole project (Editar, Archivar / Restaurar), under the header; for those who may edit. */
  actions?: ReactNode;
  /** The "Publicado" switch and the public page's link (issue 45); absent for a program or without the data. */
  publishing?: Omit<PublishControlProps, 'canEdit'>;
  /**
   * Every field edited in place (issue 42): the side panel's sections (Clasificación, Detalles, Ubicación) and the
   * score's inputs beside the score, each with its "Editar", saved with the version read. Used only with canEdit;
   * absent, the page only reads (name, description and status have their own controls).
   */
  fieldsEdit?: ProjectFieldsEdit | null;
  /** «Requiere» and «Alternativas» (issue 44), under the side panel; absent for a program or without the data. */
  relations?: Omit<ProjectRelationsProps, 'canEdit'> | null;
  className?: string;
}

const texts = messages.projectDetail;

/**
 * A project's or program's page (portfolio.md §2.4-§2.6): on the left the breadcrumb, the title and description
 * (editable inline), status, score with its explanation, priority and executing area, then the activity feed; on
 * the right the side panel with the details and the location. Pure UI: the page supplies the data and the writes.
 */
export function ProjectDetailView({
  state,
  errorMessage,
  onRetry,
  project,
  breadcrumbs,
  canEdit,
  statuses,
  statusBusy = false,
  onStatusChange,
  onSave,
  onReload,
  programHref,
  mapHref,
  activity,
  actions,
  programPortfolio,
  publishing,
  relations,
  fieldsEdit,
  className,
}: ProjectDetailViewProps) {
  if (state !== 'loaded' || !project) {
    return (
      <DetailPageState
        state={state === 'loaded' ? 'notFound' : state}
        errorMessage={errorMessage}
        errorText={texts.errors.load}
        notFoundText={texts.notFound}
        onRetry={onRetry}
      />
    );
  }
  const columns = (
    <DetailColumns className={programPortfolio ? undefined : className}>
      <Stack space="6">
        <ProjectHeader
          // Another project starts the header afresh; a newer version of this one does not, so focus stays on the
          // pencil after a save.
          key={project.projectId}
          breadcrumbs={breadcrumbs}
          name={project.name}
          description={project.description}
          canEdit={canEdit}
          onSave={onSave}
          onReload={onReload}
        >
          {/* portfolio.md §2.4's order: status, score, priority, executing area. */}
          <Stack space="4">
            <StatusControl
              statuses={statuses}
              value={project.status}
              onChange={onStatusChange}
              readOnly={!canEdit}
              busy={statusBusy}
            />
            <ProjectScore
              scoring={project.scoring}
              // A newer version of the project (saved here or elsewhere) closes nothing: the editor keeps its values.
              edit={canEdit && fieldsEdit ? { ...fieldsEdit, project } : null}
            />
            <Inline space="6" alignY="center">
              <Inline space="2" alignY="center">
                <span className={styles.metaLabel}>{texts.priorityLabel}</span>
                {/* The word beside the flag says it to everyone; the flag's own name would repeat it. */}
                <span aria-hidden="true">
                  <PriorityIndicator priority={project.priority} focusable={false} />
                </span>
                <span className={styles.metaValue}>{project.priority ?? messages.common.empty}</span>
              </Inline>
              <Inline space="2" alignY="center">
                <span className={styles.metaLabel}>{texts.executingArea}</span>
                <span className={styles.metaValue}>{project.executingArea ?? messages.common.empty}</span>
              </Inline>
            </Inline>
            {publishing ? <PublishControl {...publishing} canEdit={canEdit} /> : null}
          </Stack>
        </ProjectHeader>
        {actions}
        {/* Below the description, where the wide column gives comments and history room to read. */}
        <ActivityFeed {...activity} canWrite={canEdit} statuses={statuses} />
      </Stack>
      {relations && project.type === 'proyecto' ? (
        <Stack space="4">
          <ProjectSidePanel
            project={project}
            programHref={programHref}
            mapHref={mapHref}
            edit={canEdit ? fieldsEdit : null}
          />
          <ProjectRelations {...relations} canEdit={canEdit} />
        </Stack>
      ) : (
        <ProjectSidePanel
          project={project}
          programHref={programHref}
          mapHref={mapHref}
          edit={canEdit ? fieldsEdit : null}
        />
      )}
    </DetailColumns>
  );
  if (!programPortfolio || project.type !== 'programa') return columns;
  // The projects' table needs the page's width (it is the lists' table), so it comes after both columns.
  return (
    <Stack space="8" className={className}>
      {columns}
      <ProgramPortfolio {...programPortfolio} statusOptions={statuses} />
    </Stack>
  );
}
