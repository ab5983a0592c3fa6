// A project's or program's detail page (portfolio.md §2.4-§2.6): data and actions come from useProjectDetailScreen;
// the screen itself is the design system's ProjectDetailView.
import { ProjectDetailView } from '@siipro/ui';
import { useProjectDetailScreen } from '../useProjectDetailScreen.ts';

export function ProjectDetailPage() {
  return <ProjectDetailView {...useProjectDetailScreen()} />;
}
