// /{tenant}/actividad, "Tu actividad" (platform.md §2). This issue brings the heading and the recent items kept on
// this device; the cards, trends and news come with the dashboard's own issue. No sample data stands in for them.
import { useId } from 'react';
import { Link } from 'react-router';
import { messages, paths } from '@siipro/domain';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useRecentActivity } from '../hooks.ts';
import * as styles from './DashboardPage.css.ts';

const texts = messages.dashboard;

export function DashboardPage() {
  const tenant = useCurrentTenant();
  const { recentProjects: projects, recentOrganizations: organizations } = useRecentActivity(tenant.slug);
  const ids = { title: useId(), projects: useId(), organizations: useId() };

  return (
    <section className={styles.page} aria-labelledby={ids.title}>
      <h1 id={ids.title} className={styles.title}>
        {texts.title}
      </h1>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby={ids.projects}>
          <h2 id={ids.projects} className={styles.panelTitle}>
            {texts.recentProjects}
          </h2>
          {projects.length === 0 ? (
            <p className={styles.empty}>{texts.noRecentProjects}</p>
          ) : (
            <ul className={styles.list}>
              {projects.map((project) => {
                const href = paths.project(tenant.slug, project);
                return (
                  <li key={project.slug}>
                    {href ? (
                      <Link className={styles.link} to={href}>
                        {project.name}
                      </Link>
                    ) : (
                      project.name
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className={styles.panel} aria-labelledby={ids.organizations}>
          <h2 id={ids.organizations} className={styles.panelTitle}>
            {texts.recentOrganizations}
          </h2>
          {organizations.length === 0 ? (
            <p className={styles.empty}>{texts.noActivity}</p>
          ) : (
            <ul className={styles.list}>
              {organizations.map((organization) => (
                <li key={organization.slug}>
                  <Link className={styles.link} to={paths.organization(tenant.slug, organization.slug)}>
                    {organization.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
