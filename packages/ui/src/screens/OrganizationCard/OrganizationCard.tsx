import { formatNumber, messages, type OrganizationAnswer } from '@siipro/domain';
import { useId } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { buttonRecipe } from '../../styles/button.css';
import { CopyLinkButton } from '../../patterns/CopyLinkButton';
import { Skeleton } from '../../primitives/Skeleton';
import { Tooltip } from '../../primitives/Tooltip';
import * as styles from './OrganizationCard.css';

/** Where an organisation's links go; apps/web builds them with domain's `paths`. */
export interface OrganizationHrefs {
  /** The organisation's page. */
  organization: (organizationSlug: string) => string;
  /** The organisation's projects list. */
  projects: (organizationSlug: string) => string;
}

/** The fields of OrganizationAnswer a card or a table row shows. */
export type OrganizationSummary = Pick<OrganizationAnswer, 'slug' | 'code' | 'name' | 'responsable' | 'projectCount'>;

export interface OrganizationCardProps {
  organization: OrganizationSummary;
  hrefs: OrganizationHrefs;
  /** The card's heading level: 2 under a screen's title. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The responsable's name with the e-mail in a tooltip (focusable, so keyboard users reach it too), or "No asignado".
 * Shared by the card and the table's Responsable column.
 */
export function ResponsableName({ responsable }: { responsable: OrganizationSummary['responsable'] }) {
  if (!responsable?.name) return <span className={styles.notAssigned}>{messages.organizations.notAssigned}</span>;
  if (!responsable.email) return <span>{responsable.name}</span>;
  return (
    <Tooltip content={responsable.email}>
      <span className={styles.person}>{responsable.name}</span>
    </Tooltip>
  );
}

/**
 * One organisation as a card (platform.md §2, "Organisations list"): its name linking to its page with a "Copiar
 * enlace" button, the slug, Responsable (e-mail in a tooltip) or "No asignado", "Ver Proyectos" to its projects list
 * and the number of its projects. Needs a ToastProvider above (the copy-link confirmation).
 */
export function OrganizationCard({ organization, hrefs, headingLevel = 2, className }: OrganizationCardProps) {
  const { linkProps } = useLinkNavigation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const page = hrefs.organization(organization.slug);
  return (
    <article aria-labelledby={headingId} className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.name}>
          <a {...linkProps(page)} className={styles.nameLink}>
            {organization.name}
          </a>
        </Heading>
        <CopyLinkButton to={page} />
      </div>
      <p className={styles.slug}>{organization.slug}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{messages.organizations.responsable}</dt>
          <dd className={styles.value}>
            <ResponsableName responsable={organization.responsable} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{messages.organizations.projects}</dt>
          <dd className={styles.value}>
            <span className={styles.count}>{formatNumber(organization.projectCount)}</span>
          </dd>
        </div>
      </dl>
      <div className={styles.footer}>
        <a
          {...linkProps(hrefs.projects(organization.slug))}
          className={buttonRecipe({ variant: 'secondary', size: 'sm' })}
        >
          {messages.organizations.viewProjects}
        </a>
      </div>
    </article>
  );
}

/** A card's placeholder while the list loads; hidden from assistive technology (the list is marked busy). */
export function OrganizationCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-skeleton-card="">
      <Skeleton width="70%" />
      <Skeleton width="40%" />
      <Skeleton lines={2} />
      <Skeleton variant="rect" width="8rem" height="2rem" />
    </div>
  );
}
