import type { ReactNode } from 'react';
import {
  formatDateAR,
  formatMonthAR,
  formatMoney,
  formatNumber,
  hasCoordinates,
  messages,
  type ProjectDetail,
  type ProjectWriteField,
} from '@siipro/domain';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Disclosure } from '../../patterns/Disclosure';
import { Field, FieldList, MissingValue, PersonValue, valueOrMissing } from '../../patterns/FieldList';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { MiniMap } from '../MiniMap';
import {
  InPlaceEditButton,
  ProjectFieldsEditor,
  projectFieldLabel,
  useInPlaceEdit,
  type ProjectFieldsEdit,
} from '../ProjectForm';
import * as styles from './ProjectSidePanel.css';

const texts = messages.sidePanel;

/** What a section's save needs (projects:edit): the page's in-place edit, as the score's inputs take it too. */
export type ProjectSidePanelEdit = ProjectFieldsEdit;

type SectionKey = 'classification' | 'details' | 'location';

/** Clasificación's fields, in its order: how the portfolio is sorted and who is responsible. */
const CLASSIFICATION_FIELDS = [
  'projectCode',
  'organizationIds',
  'priority',
  'sector',
  'executingArea',
  'progressStage',
] as const satisfies readonly ProjectWriteField[];

/** The fields each section edits: those it shows, in its order (a program belongs to no program). */
function sectionFields(section: SectionKey, project: ProjectDetail): ProjectWriteField[] {
  if (section === 'classification') return [...CLASSIFICATION_FIELDS];
  if (section === 'location') return ['addressLine1', 'province', 'latitude', 'longitude'];
  return [
    ...(project.type === 'programa' ? [] : (['programId'] as const)),
    'budgetAmount',
    'budgetCurrencyCode',
    'budgetDate',
    'fundingSource',
    'expectedExecutionMonths',
    'plannedStart',
    'alternativeGroup',
    'beneficiaryCount',
    'expectedBenefits',
    'sdgTargets',
    'economicEvaluation',
    'landAvailability',
    'environmentalStudy',
  ];
}

export interface ProjectSidePanelProps {
  project: ProjectDetail;
  /** projects:edit: each section's "Editar" turns it into the project form's fields. Absent (a viewer): read-only. */
  edit?: ProjectSidePanelEdit | null;
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
 * The right column of a project's detail page (portfolio.md §2.5): "Clasificación" (code, organisations with the lead
 * one first, priority, sector, executing area, progress stage; issue 42), "Detalles" (program, budget in es-AR money, dates,
 * funding, execution, beneficiaries, benefits and SDGs as lists, evaluations, author, creation date) and "Ubicación"
 * (address, a mini map at zoom 10 with a marker and popup, and "Ver en el mapa"; without coordinates "Sin coordenadas
 * para mostrar el mapa"). Every section collapses and starts open. A missing value shows "-" ("Sin datos" to screen
 * readers).
 */
export function ProjectSidePanel({ project, programHref, mapHref, edit, className }: ProjectSidePanelProps) {
  const program = project.parentProject;
  const author = project.createdBy;
  // One section at a time is edited; closing it gives focus back to its "Editar".
  const { editing, open, close, buttonRef } = useInPlaceEdit<SectionKey>();
  const editLabels: Record<SectionKey, string> = {
    classification: texts.editClassification,
    details: texts.editDetails,
    location: texts.editLocation,
  };
  const editButton = (section: SectionKey) =>
    edit && !editing ? (
      <Inline space="2" align="end">
        <InPlaceEditButton label={editLabels[section]} buttonRef={buttonRef(section)} onClick={() => open(section)} />
      </Inline>
    ) : null;
  const editor = (section: SectionKey) =>
    edit && editing === section ? (
      <ProjectFieldsEditor
        project={project}
        fields={sectionFields(section, project)}
        label={editLabels[section]}
        edit={edit}
        onClose={close}
        onReload={() => {
          close();
          edit.onReload();
        }}
      />
    ) : null;

  return (
    <Stack space="4" className={[styles.root, className].filter(Boolean).join(' ')}>
      <Disclosure title={texts.classification}>
        {editing === 'classification' ? (
          editor('classification')
        ) : (
          <Stack space="3">
            {editButton('classification')}
            <FieldList>
              <Field label={projectFieldLabel('projectCode')}>{valueOrMissing(project.projectCode)}</Field>
              <Field label={projectFieldLabel('organizationIds')}>
                {listOrText(project.organizations.map((organization) => organization.name))}
              </Field>
              <Field label={projectFieldLabel('priority')}>{valueOrMissing(project.priority)}</Field>
              <Field label={projectFieldLabel('sector')}>{valueOrMissing(project.sector)}</Field>
              <Field label={projectFieldLabel('executingArea')}>{valueOrMissing(project.executingArea)}</Field>
              <Field label={projectFieldLabel('progressStage')}>{valueOrMissing(project.progressStage)}</Field>
            </FieldList>
          </Stack>
        )}
      </Disclosure>
      <Disclosure title={texts.details}>
        {editing === 'details' ? (
          editor('details')
        ) : (
          <Stack space="3">
            {editButton('details')}
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
              <Field label={texts.executionMonths}>
                {valueOrMissing(formatNumber(project.expectedExecutionMonths))}
              </Field>
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
          </Stack>
        )}
      </Disclosure>
      <Disclosure title={texts.location}>
        {editing === 'location' ? (
          editor('location')
        ) : (
          <Stack space="3">
            {editButton('location')}
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
        )}
      </Disclosure>
    </Stack>
  );
}
