import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@ariakit/react';
import { formatDateAR, formatMoney, formatNumber, hasCoordinates, messages, type ProjectDetail } from '@siipro/domain';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { MiniMap } from '../MiniMap';
import { Stack } from '../Stack';
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

/** "-" on screen, "Sin datos" to screen readers: the kit's mark for a missing value. */
function Missing() {
  return (
    <>
      <span aria-hidden="true">{messages.common.empty}</span>
      <VisuallyHidden>{messages.common.noData}</VisuallyHidden>
    </>
  );
}

/** A formatted value, or the missing mark for domain formatters' "-" and for empty text. */
function valueOrMissing(text: string | null | undefined): ReactNode {
  const value = text?.trim();
  return value && value !== messages.common.empty ? value : <Missing />;
}

/** A list when there are several items, the text itself for one text, the missing mark for none. */
function listOrText(value: string | readonly string[] | null): ReactNode {
  const items = (typeof value === 'string' ? [value] : (value ?? [])).map((item) => item.trim()).filter(Boolean);
  if (items.length === 0) return <Missing />;
  if (typeof value === 'string') return items[0];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
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

/** A card whose title is a disclosure button (aria-expanded) showing or hiding its content; open at first. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon name="chevronDown" className={styles.chevron} />
        </button>
      </h2>
      <div id={contentId} className={styles.content} hidden={!open}>
        {children}
      </div>
    </section>
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
      <Section title={texts.details}>
        <dl className={styles.fields}>
          <Field label={texts.program}>
            {program?.name ? (
              programHref ? (
                <AppLink to={programHref}>{program.name}</AppLink>
              ) : (
                program.name
              )
            ) : (
              <Missing />
            )}
          </Field>
          <Field label={texts.budget}>
            {valueOrMissing(formatMoney(project.budgetAmount, project.budgetCurrencyCode))}
          </Field>
          <Field label={texts.budgetDate}>{valueOrMissing(formatDateAR(project.budgetDate))}</Field>
          <Field label={texts.fundingSource}>{valueOrMissing(project.fundingSource)}</Field>
          <Field label={texts.executionMonths}>{valueOrMissing(formatNumber(project.expectedExecutionMonths))}</Field>
          <Field label={texts.beneficiaries}>
            {valueOrMissing(formatNumber(project.beneficiaryCount, { maximumFractionDigits: 0 }))}
          </Field>
          <Field label={texts.expectedBenefits}>{listOrText(project.expectedBenefits)}</Field>
          <Field label={texts.sdgTargets}>{listOrText(project.sdgTargets)}</Field>
          <Field label={texts.economicEvaluation}>{valueOrMissing(project.economicEvaluation)}</Field>
          <Field label={texts.landAvailability}>{valueOrMissing(project.landAvailability)}</Field>
          <Field label={texts.environmentalStudy}>{valueOrMissing(project.environmentalStudy)}</Field>
          <Field label={texts.author}>
            {author?.name.trim() ? (
              <Inline space="2" alignY="center" wrap={false}>
                <Avatar name={author.name} src={author.avatarUrl} size="sm" decorative />
                <span>{author.name}</span>
              </Inline>
            ) : (
              <Missing />
            )}
          </Field>
          <Field label={texts.createdAt}>{valueOrMissing(formatDateAR(project.createdAt))}</Field>
        </dl>
      </Section>
      <Section title={texts.location}>
        <Stack space="3">
          <dl className={styles.fields}>
            <Field label={texts.address}>{valueOrMissing(project.addressLine1)}</Field>
          </dl>
          {hasCoordinates(project) ? (
            <>
              <MiniMap latitude={project.latitude} longitude={project.longitude} name={project.name} />
              {mapHref ? (
                <p className={styles.paragraph}>
                  <AppLink to={mapHref}>{texts.viewOnMap}</AppLink>
                </p>
              ) : null}
            </>
          ) : (
            <p className={[styles.paragraph, styles.noCoordinates].join(' ')}>{texts.noCoordinates}</p>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
