import { messages, type ProjectDetail, type ScoreExplanation as ProjectScoring } from '@siipro/domain';
import { HelpTooltip } from '../../patterns/HelpTooltip';
import { Stack } from '../../primitives/Stack';
import {
  InPlaceEditButton,
  PROJECT_SCORING_FIELDS,
  ProjectFieldsEditor,
  useInPlaceEdit,
  type ProjectFieldsEdit,
} from '../ProjectForm';
import { ScoreBadge } from '../ScoreBadge';
import { ScoreExplanation } from '../ScoreExplanation';
import * as styles from './ProjectScore.css';

/** The score's inputs edited in place (projects:edit): the project they belong to and the page's save. */
export type ProjectScoreEdit = ProjectFieldsEdit & { project: ProjectDetail };

export interface ProjectScoreProps {
  /** The project's explained score (the detail answer's `scoring`, domain's explainScore). */
  scoring: ProjectScoring;
  /**
   * projects:edit (issue 42): "Editar datos de la puntuación" beside the "?" opens the form's own TIR and yes/no
   * questions under the score, with the score they would give. Absent (a viewer): the score only reads.
   */
  edit?: ProjectScoreEdit | null;
  className?: string;
}

/**
 * A project's Puntuación SIIPRO on its detail page (portfolio.md §2.4, §4.3): the full badge (number, band, points to
 * the next band) and a "?" that opens "¿Cómo se obtiene la Puntuación SIIPRO?" with the general rules and this
 * project's breakdown, missing data, suggestions and distance to the next band. For an editor, the inputs that only
 * the score reads (TIR, Proyecto verde, Género y diversidad, Alineación con fondos específicos) are edited right here,
 * where a person reading "sin dato" in the breakdown looks for them.
 */
export function ProjectScore({ scoring, edit, className }: ProjectScoreProps) {
  const { editing, open, close, buttonRef } = useInPlaceEdit<'score'>();
  const label = messages.projectDetail.editScoreInputs;
  const score = (
    <div className={[styles.root, edit ? undefined : className].filter(Boolean).join(' ')}>
      <ScoreBadge score={scoring.total} variant="full" showTitle />
      <HelpTooltip label={messages.score.helpLabel} title={messages.score.modalTitle}>
        <ScoreExplanation scoring={scoring} />
      </HelpTooltip>
    </div>
  );
  if (!edit) return score;
  return (
    <Stack space="3" className={className}>
      <div className={styles.editRow}>
        {score}
        {editing ? null : (
          <InPlaceEditButton label={label} buttonRef={buttonRef('score')} onClick={() => open('score')} />
        )}
      </div>
      {editing ? (
        <ProjectFieldsEditor
          project={edit.project}
          fields={PROJECT_SCORING_FIELDS}
          label={label}
          edit={edit}
          layout="grid"
          className={styles.editor}
          onClose={close}
          onReload={() => {
            close();
            edit.onReload();
          }}
        />
      ) : null}
    </Stack>
  );
}
