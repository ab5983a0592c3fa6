// The projects and programs lists of portfolio.md §2.1 (tenant-wide, per organisation, per program): data and URL
// state come from useProjectListScreen; the screen itself is the design system's ProjectListView.
import type { ProjectType } from '@siipro/domain';
import { ProjectListView } from '@siipro/ui';
import { useProjectListScreen } from '../useProjectListScreen.ts';

export function ProjectListPage({ type }: { type: ProjectType }) {
  const screen = useProjectListScreen(type);
  return <ProjectListView {...screen} />;
}
