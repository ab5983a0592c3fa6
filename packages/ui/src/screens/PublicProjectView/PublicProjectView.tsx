import {
  formatDateAR,
  formatMoney,
  formatNumber,
  hasCoordinates,
  messages,
  type PublicProjectDetail,
} from '@siipro/domain';
import type { ReactNode } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Field, FieldList, MissingValue, valueOrMissing } from '../../patterns/FieldList';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { MiniMap } from '../MiniMap';
import { PriorityIndicator } from '../PriorityIndicator';
import { ScoreBadge } from '../ScoreBadge';
import { ScoreExplanation } from '../ScoreExplanation';
import { StatusPill } from '../StatusPill';
import * as styles from './PublicProjectView.css';

const side = messages.sidePanel;
const columns = messages.projects.columns;

export interface PublicProjectViewProps {
  project: PublicProjectDetail;
  /** "Volver a los proyectos": the portal's list. */
  listHref: string;
}

/** A list of the items (one text is one item), the missing mark for none. */
function listOrMissing(value: string | readonly string[] | null): ReactNode {
  const items = typeof value === 'string' ? [value] : (value ?? []);
  const shown = items.map((item) => item.trim()).filter(Boolean);
  if (shown.length === 0) return <MissingValue />;
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A published project's public page (issue 45): its public fields (domain's PUBLIC_PROJECT_FIELDS, nothing else —
 * no comments, documents, history or authors), a mini map of where it is, and its Puntuación SIIPRO with the whole
 * explanation shown, not behind a button, since a visitor came to read it.
 */
export function PublicProjectView({ project, listHref }: PublicProjectViewProps) {
  const { linkProps } = useLinkNavigation();
  const organizations = project.organizations.length
    ? project.organizations
    : project.organization
      ? [project.organization]
      : [];
  return (
    <Stack space="5">
      <a {...linkProps(listHref)} className={styles.back}>
        {messages.publicPortal.page.backToList}
      </a>
      <Stack space="2">
        <h1 className={styles.title}>{project.name}</h1>
        {organizations.length ? (
          <p className={styles.organizations}>{organizations.map((organization) => organization.name).join(' · ')}</p>
        ) : null}
        <Inline space="4" alignY="center">
          <StatusPill status={project.status} />
          <Inline space="2" alignY="center">
            <span className={styles.metaLabel}>{messages.projectDetail.priorityLabel}</span>
            {/* The word beside the flag says it to everyone; the flag's own name would repeat it. */}
            <span aria-hidden="true">
              <PriorityIndicator priority={project.priority} focusable={false} />
            </span>
            <span>{project.priority ?? messages.common.empty}</span>
          </Inline>
        </Inline>
      </Stack>
      <div className={styles.columns}>
        <Stack space="4">
          <section className={styles.section} aria-labelledby="publico-descripcion">
            <h2 id="publico-descripcion" className={styles.sectionTitle}>
              {messages.projectDetail.description}
            </h2>
            <p className={styles.paragraph}>{valueOrMissing(project.description)}</p>
          </section>
          <section className={styles.section} aria-labelledby="publico-detalles">
            <h2 id="publico-detalles" className={styles.sectionTitle}>
              {side.details}
            </h2>
            <FieldList>
              <Field label={side.program}>{valueOrMissing(project.program?.name)}</Field>
              <Field label={columns.sector}>{valueOrMissing(project.sector)}</Field>
              <Field label={messages.projectDetail.executingArea}>{valueOrMissing(project.executingArea)}</Field>
              <Field label={side.budget}>
                {valueOrMissing(formatMoney(project.budgetAmount, project.budgetCurrencyCode))}
              </Field>
              <Field label={side.budgetDate}>{valueOrMissing(formatDateAR(project.budgetDate))}</Field>
              <Field label={side.executionMonths}>
                {valueOrMissing(formatNumber(project.expectedExecutionMonths))}
              </Field>
              <Field label={side.beneficiaries}>
                {valueOrMissing(formatNumber(project.beneficiaryCount, { maximumFractionDigits: 0 }))}
              </Field>
              <Field label={side.expectedBenefits}>{listOrMissing(project.expectedBenefits)}</Field>
              <Field label={side.sdgTargets}>{listOrMissing(project.sdgTargets)}</Field>
              <Field label={side.createdAt}>{valueOrMissing(formatDateAR(project.createdAt))}</Field>
            </FieldList>
          </section>
          <section className={styles.section} aria-labelledby="publico-ubicacion">
            <h2 id="publico-ubicacion" className={styles.sectionTitle}>
              {side.location}
            </h2>
            <Stack space="3">
              <FieldList>
                <Field label={side.address}>{valueOrMissing(project.addressLine1)}</Field>
              </FieldList>
              {hasCoordinates(project) ? (
                <MiniMap latitude={project.latitude} longitude={project.longitude} name={project.name} />
              ) : (
                <p className={styles.paragraph}>{side.noCoordinates}</p>
              )}
            </Stack>
          </section>
        </Stack>
        <section className={styles.section} aria-labelledby="publico-puntuacion">
          <h2 id="publico-puntuacion" className={styles.sectionTitle}>
            {messages.score.modalTitle}
          </h2>
          <Stack space="3">
            <ScoreBadge score={project.scoring.total} variant="full" showTitle />
            <ScoreExplanation scoring={project.scoring} />
          </Stack>
        </section>
      </div>
    </Stack>
  );
}
