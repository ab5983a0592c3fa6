import { formatNumber, interpolate, messages, type PublicOrganization } from '@siipro/domain';
import { useId } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Skeleton } from '../../primitives/Skeleton';
import * as styles from './PublicOrganizationList.css';

const texts = messages.publicPortal.page;

export interface PublicOrganizationListProps {
  /** null while they load. */
  organizations: readonly PublicOrganization[] | null;
  error?: boolean;
  /** The portal's list filtered to one organisation. */
  projectsHref: (organization: PublicOrganization) => string;
}

function OrganizationItem({ organization, href }: { organization: PublicOrganization; href: string }) {
  const { linkProps } = useLinkNavigation();
  const headingId = useId();
  const count =
    organization.projectCount === 1
      ? texts.organizationProjectsOne
      : interpolate(texts.organizationProjects, { count: formatNumber(organization.projectCount) });
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.name}>
        {organization.name}
      </h2>
      {organization.description ? <p className={styles.description}>{organization.description}</p> : null}
      <div className={styles.footer}>
        <span>{count}</span>
        <a {...linkProps(href)} className={styles.link} aria-describedby={headingId}>
          {texts.seeProjects}
        </a>
      </div>
    </article>
  );
}

/**
 * The portal's organisations (issue 45): those that take part in a published project, each with its public
 * description, how many published projects it has and a link to the list of them. No responsable, no e-mail.
 */
export function PublicOrganizationList({ organizations, error = false, projectsHref }: PublicOrganizationListProps) {
  if (error) {
    return (
      <p className={styles.message} role="alert">
        {messages.publicPortal.notFound}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-busy={organizations === null || undefined}>
      {organizations === null
        ? Array.from({ length: 3 }, (_, index) => (
            <li key={index} aria-hidden="true" className={styles.card}>
              <Skeleton width="70%" />
              <Skeleton lines={2} />
            </li>
          ))
        : organizations.map((organization) => (
            <li key={organization.slug}>
              <OrganizationItem organization={organization} href={projectsHref(organization)} />
            </li>
          ))}
    </ul>
  );
}
