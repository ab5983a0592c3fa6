import { messages } from '@siipro/domain';
import { useId, type ReactNode } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';
import { Grid } from '../Grid';
import { Stack } from '../Stack';
import * as styles from './DashboardView.css';

const texts = messages.dashboard;

export interface DashboardItem {
  /** Unique within its list (a slug). */
  key: string;
  name: string;
  /** The item's page; without one (a project whose page cannot be built) the name shows as plain text. */
  href: string | null;
}

export interface DashboardViewProps {
  /** The projects and programs opened last on this device, newest first. */
  recentProjects: readonly DashboardItem[];
  /** The organisations opened last on this device, newest first. */
  recentOrganizations: readonly DashboardItem[];
}

function RecentPanel({ title, empty, items }: { title: string; empty: string; items: readonly DashboardItem[] }) {
  const titleId = useId();
  const { linkProps } = useLinkNavigation();
  let content: ReactNode;
  if (items.length === 0) {
    content = <p className={styles.empty}>{empty}</p>;
  } else {
    content = (
      <Stack as="ul" space="2" margin="0" paddingLeft="5">
        {items.map((item) => (
          <li key={item.key}>
            {item.href ? (
              <a className={styles.link} {...linkProps(item.href)}>
                {item.name}
              </a>
            ) : (
              item.name
            )}
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      space="3"
      background="surface"
      border="standard"
      borderRadius="lg"
      padding="5"
    >
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      {content}
    </Stack>
  );
}

/**
 * "Tu actividad" (platform.md §2): the heading and the recent projects and organisations kept on this device, in two
 * titled panels side by side (one above the other when narrow). The cards, trends and news come with the dashboard's
 * own issue.
 */
export function DashboardView({ recentProjects, recentOrganizations }: DashboardViewProps) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} space="6">
      <h1 id={titleId} className={styles.title}>
        {texts.title}
      </h1>
      <Grid space="6" minColumnWidth="20rem">
        <RecentPanel title={texts.recentProjects} empty={texts.noRecentProjects} items={recentProjects} />
        <RecentPanel title={texts.recentOrganizations} empty={texts.noActivity} items={recentOrganizations} />
      </Grid>
    </Stack>
  );
}
