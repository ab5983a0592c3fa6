import { messages, PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH } from '@siipro/domain';
import type { ReactNode } from 'react';
import type { BreadcrumbsProps } from '../../patterns/Breadcrumbs';
import { InlineEditHeader, type InlineEditHeaderTexts, type InlineEditOutcome } from '../../patterns/InlineEditHeader';

/** How a save ended: stored; refused because someone else saved first (409); or failed otherwise (the page toasts). */
export type ProjectSaveOutcome = InlineEditOutcome;

export interface ProjectHeaderProps {
  /** The trail above the title: Organismos > organisation > Proyectos > slug, or Proyectos > slug. */
  breadcrumbs: BreadcrumbsProps['items'];
  name: string;
  description: string | null;
  /** False (a viewer): no pencil and no edit mode at all. */
  canEdit: boolean;
  /** Saves the edited name (trimmed, never empty) and description (null when emptied). */
  onSave: (changes: { name: string; description: string | null }) => Promise<ProjectSaveOutcome>;
  /** The conflict message's "Recargar": the page loads the project again. */
  onReload: () => void;
  /** Meta slot between the title and the description (status, score, priority, area). */
  children?: ReactNode;
  className?: string;
}

const texts = messages.projectDetail;
const projectTexts: InlineEditHeaderTexts = {
  nameLabel: texts.titleLabel,
  description: texts.description,
  nameRequired: texts.validation.nameRequired,
  conflict: texts.errors.conflict,
};

/**
 * The top of a project's detail page (portfolio.md §2.4): InlineEditHeader with the project's texts and limits —
 * breadcrumb, the name as the page's h1, the meta slot and the description, edited in place by an editor's pencil.
 */
export function ProjectHeader(props: ProjectHeaderProps) {
  return (
    <InlineEditHeader
      {...props}
      texts={projectTexts}
      nameMaxLength={PROJECT_NAME_MAX_LENGTH}
      descriptionMaxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
    />
  );
}
