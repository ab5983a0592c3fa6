// Explained scores for stories, computed by the domain's own rules from its sample projects (no hand-typed numbers).
import {
  computeScore,
  explainScore,
  sampleCompleteProject,
  type Project,
  type ScoreExplanation as ProjectScoring,
} from '@siipro/domain';

/** The complete sample project (Acueducto del Norte Cordobés): Bueno, 9 points short of Excelente. */
export const sampleScoring: ProjectScoring = explainScore(computeScore(sampleCompleteProject));

/** The same project before its economic evaluation and its SDGs were loaded: two criteria missing, Crítico. */
const beforeEvaluation: Project = { ...sampleCompleteProject, tir: null, economicEvaluation: null, sdgTargets: [] };
export const sampleScoringMissingData: ProjectScoring = explainScore(computeScore(beforeEvaluation));

/** The same project once tendered, with a TIR of 26% and six SDGs: Excelente, the top band. */
export const sampleScoringExcellent: ProjectScoring = explainScore(
  computeScore({
    ...sampleCompleteProject,
    tir: 26,
    progressStage: 'Pliego licitatorio',
    sdgTargets: [...sampleCompleteProject.sdgTargets, 'ODS 5: Igualdad de género', 'ODS 13: Acción por el clima'],
  }),
);
