import { messages, type ProjectListItem } from '@siipro/domain';
import { useId } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { CopyLinkButton } from '../../patterns/CopyLinkButton';
import { MissingValue } from '../../patterns/FieldList';
import { PriorityIndicator } from '../PriorityIndicator';
import { Stack } from '../../primitives/Stack';
import * as styles from './LatestProjectsPanel.css';

/** How many projects the panel shows (platform.md §9: "Organisation side panel: 5 projects"). */
export const LATEST_PROJECTS_LIMIT = 5;

const texts = messages.organizations.detail;

export interface LatestProjectsPanelProps {
  /** The organisation's latest projects (at most 5 are shown); null while they load ("Cargando..."). */
  projects: readonly ProjectListItem[] | null;
  /** How many projects its projects list has: "Ver todos" appears past 5. */
  total: number;
  /** Each project's page (domain's paths.project); null shows the name without a link. */
  projectHref: (project: ProjectListItem) => string | null;
  /** "Ver todos": the organisation's projects list (domain's paths.projects with its slug). */
  allHref: string;
  className?: string;
}

/**
 * The right column of an organisation's page (platform.md §2): "Últimos proyectos" — up to 5 projects, each with code
 * and name linking to its page, a "Copiar enlace" button (toast "Enlace copiado"; needs a ToastProvider above), Sector,
 * Área and the priority flag (tooltip "Prioridad: …"); "Ver todos" to its projects list when it has more than 5.
 * "Cargando..." while loading, "No hay proyectos para este organismo" when there are none.
 */
export function LatestProjectsPanel({ projects, total, projectHref, allHref, className }: LatestProjectsPanelProps) {
  const headingId = useId();
  const { linkProps } = useLinkNavigation();

  const shown = projects?.slice(0, LATEST_PROJECTS_LIMIT) ?? [];

  return (
    <section aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Stack space="3">
        <h2 id={headingId} className={styles.heading}>
          {texts.latestProjects}
        </h2>
        {projects === null ? (
          <p role="status" className={styles.message}>
            {messages.common.loading}
          </p>
        ) : shown.length === 0 ? (
          <p className={styles.message}>{texts.noProjects}</p>
        ) : (
          <ul className={styles.list}>
            {shown.map((project) => {
              const to = projectHref(project);
              const title = (
                <>
                  {project.projectCode ? <span className={styles.code}>{project.projectCode}</span> : null}
                  <span>{project.name}</span>
                </>
              );
              return (
                <li key={project.projectId} className={styles.item}>
                  <div className={styles.titleRow}>
                    {to ? (
                      <a {...linkProps(to)} className={styles.link}>
                        {title}
                      </a>
                    ) : (
                      <span className={styles.factValue}>{title}</span>
                    )}
                    {to ? <CopyLinkButton to={to} /> : null}
                    <PriorityIndicator priority={project.priority} />
                  </div>
                  <p className={styles.facts}>
                    <span>
                      {`${texts.sector}: `}
                      <span className={styles.factValue}>{project.sector?.trim() || <MissingValue />}</span>
                    </span>
                    <span>
                      {`${texts.area}: `}
                      <span className={styles.factValue}>{project.area?.trim() || <MissingValue />}</span>
                    </span>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        {total > LATEST_PROJECTS_LIMIT ? (
          <a {...linkProps(allHref)} className={styles.viewAll}>
            {texts.viewAll}
          </a>
        ) : null}
      </Stack>
    </section>
  );
}
