import type { ReactNode } from 'react';
import {
  formatDateAR,
  formatMonthAR,
  formatMoney,
  formatNumber,
  hasCoordinates,
  messages,
  type ProjectDetail,
} from '@siipro/domain';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Disclosure } from '../../patterns/Disclosure';
import { Field, FieldList, MissingValue, PersonValue, valueOrMissing } from '../../patterns/FieldList';
import { MiniMap } from '../MiniMap';
import { Stack } from '../../primitives/Stack';
import * as styles from './ProjectSidePanel.css';

const texts = messages.sidePanel;

export interface ProjectSidePanelProps {
  project: ProjectDetail;
  /** The parent program's page (the page builds it with domain's paths); null shows its name without a link. */
  programHref: string | null;
  /** "Ver en el mapa": the map page at the project, /{tenant}/mapa/@lat,lng,14z; null without coordinates. */
  mapHref: string | null;
  className?: string;
}

/** A list when there are several items, the text itself for one text, the missing mark for none. */
function listOrText(value: string | readonly string[] | null): ReactNode {
  const items = (typeof value === 'string' ? [value] : (value ?? [])).map((item) => item.trim()).filter(Boolean);
  if (items.length === 0) return <MissingValue />;
  if (typeof value === 'string') return items[0];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const { linkProps } = useLinkNavigation();
  return (
    <a {...linkProps(to)} className={styles.link}>
      {children}
    </a>
  );
}

/**
 * The right column of a project's detail page (portfolio.md §2.5): "Detalles" (program, budget in es-AR money, dates,
 * funding, execution, beneficiaries, benefits and SDGs as lists, evaluations, author, creation date) and "Ubicación"
 * (address, a mini map at zoom 10 with a marker and popup, and "Ver en el mapa"; without coordinates "Sin coordenadas
 * para mostrar el mapa"). Both sections collapse and start open. A missing value shows "-" ("Sin datos" to screen
 * readers).
 */
export function ProjectSidePanel({ project, programHref, mapHref, className }: ProjectSidePanelProps) {
  const program = project.parentProject;
  const author = project.createdBy;
  return (
    <Stack space="4" className={[styles.root, className].filter(Boolean).join(' ')}>
      <Disclosure title={texts.details}>
        <FieldList>
          <Field label={texts.program}>
            {program?.name ? (
              programHref ? (
                <AppLink to={programHref}>{program.name}</AppLink>
              ) : (
                program.name
              )
            ) : (
              <MissingValue />
            )}
          </Field>
          <Field label={texts.budget}>
            {valueOrMissing(formatMoney(project.budgetAmount, project.budgetCurrencyCode))}
          </Field>
          <Field label={texts.budgetDate}>{valueOrMissing(formatDateAR(project.budgetDate))}</Field>
          <Field label={texts.fundingSource}>{valueOrMissing(project.fundingSource)}</Field>
          <Field label={texts.executionMonths}>{valueOrMissing(formatNumber(project.expectedExecutionMonths))}</Field>
          <Field label={texts.plannedStart}>{valueOrMissing(formatMonthAR(project.plannedStart))}</Field>
          <Field label={texts.alternativeGroup}>{valueOrMissing(project.alternativeGroup)}</Field>
          <Field label={texts.beneficiaries}>
            {valueOrMissing(formatNumber(project.beneficiaryCount, { maximumFractionDigits: 0 }))}
          </Field>
          <Field label={texts.expectedBenefits}>{listOrText(project.expectedBenefits)}</Field>
          <Field label={texts.sdgTargets}>{listOrText(project.sdgTargets)}</Field>
          <Field label={texts.economicEvaluation}>{valueOrMissing(project.economicEvaluation)}</Field>
          <Field label={texts.landAvailability}>{valueOrMissing(project.landAvailability)}</Field>
          <Field label={texts.environmentalStudy}>{valueOrMissing(project.environmentalStudy)}</Field>
          <Field label={texts.author}>
            <PersonValue person={author} />
          </Field>
          <Field label={texts.createdAt}>{valueOrMissing(formatDateAR(project.createdAt))}</Field>
        </FieldList>
      </Disclosure>
      <Disclosure title={texts.location}>
        <Stack space="3">
          <FieldList>
            <Field label={texts.address}>{valueOrMissing(project.addressLine1)}</Field>
            <Field label={texts.province}>{valueOrMissing(project.province)}</Field>
          </FieldList>
          {hasCoordinates(project) ? (
            <>
              <MiniMap latitude={project.latitude} longitude={project.longitude} name={project.name} />
              {mapHref ? (
                <p className={styles.paragraph}>
                  <AppLink to={mapHref}>{messages.map.viewOnMap}</AppLink>
                </p>
              ) : null}
            </>
          ) : (
            <p className={[styles.paragraph, styles.noCoordinates].join(' ')}>{texts.noCoordinates}</p>
          )}
        </Stack>
      </Disclosure>
    </Stack>
  );
}
