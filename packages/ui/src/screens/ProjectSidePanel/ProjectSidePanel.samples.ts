// Story data (not exported by the package): the shared sample projects as the detail call answers them, and the
// hrefs the page builds with the app's paths.
import {
  computeScore,
  explainScore,
  hasCoordinates,
  paths,
  sampleCompleteProject,
  sampleIncompleteProject,
  sampleProgram,
  type Project,
  type ProjectDetail,
} from '@siipro/domain';
import { samplePortrait } from '../../primitives/Avatar/Avatar.samples';
import { sampleOrganizations, samplePrograms } from '../ProjectForm/ProjectForm.samples';

const TENANT = 'cenit-demo';

/** A sample project as GET /t/{slug}/projects/{projectSlug} answers it: the list fields plus its explained score. */
export function projectDetailOf(project: Project): ProjectDetail {
  const { scoring: _stored, ...fields } = project;
  // The fixtures name their organisations and program by slug only; the edit form's ids are not needed here.
  return {
    ...fields,
    scoring: explainScore(computeScore(project)),
    organizationIds: [],
    programId: null,
    published: false,
    province: null,
    plannedStart: null,
    alternativeGroup: null,
  };
}

/** The water aqueduct in the north of Córdoba: every field filled, inside the provincial water program. */
export const completeDetail: ProjectDetail = {
  ...projectDetailOf(sampleCompleteProject),
  province: 'Córdoba',
  plannedStart: '2027-03',
  alternativeGroup: 'Acueducto del norte cordobés',
  createdBy: { name: 'Gabriela Ruiz', avatarUrl: samplePortrait },
};

/** Rosario's coastal park, just identified: no budget, dates, location or evaluations yet. */
export const incompleteDetail: ProjectDetail = projectDetailOf(sampleIncompleteProject);

/** The water program itself: no coordinates (a program spans many places) and its expected benefits as one text. */
export const programDetail: ProjectDetail = projectDetailOf(sampleProgram);

/** The parent program's page, under the project's first organisation (portfolio.md §2.5), as the page builds it. */
export function programHrefOf(project: ProjectDetail): string | null {
  if (!project.parentProject?.slug) return null;
  return paths.project(TENANT, {
    slug: project.parentProject.slug,
    type: 'programa',
    organizationSlug: project.organizations[0]?.slug ?? null,
  });
}

/** "Ver en el mapa": /cenit-demo/mapa/@lat,lng,14z, null without coordinates. */
export function mapHrefOf(project: ProjectDetail): string | null {
  return hasCoordinates(project) ? paths.map(TENANT, { lat: project.latitude, lng: project.longitude }) : null;
}

/** A tenant's organisation option by name (the story data's organisations have fixed ids). */
const organizationNamed = (name: string) => sampleOrganizations.find((organization) => organization.name === name)!;

/**
 * The aqueduct as an editor's page reads it: its program and organisations by id among the tenant's (what the
 * sections' "Programa" and "Organismo responsable" choices hold), the road agency taking part.
 */
export const editableDetail: ProjectDetail = {
  ...completeDetail,
  programId: samplePrograms.find((program) => program.name === completeDetail.parentProject?.name)?.id ?? null,
  organizations: [
    ...completeDetail.organizations,
    { name: 'Vialidad Provincial de Córdoba', slug: 'vialidad-provincial-de-cordoba' },
  ],
  organizationIds: [
    organizationNamed(completeDetail.organizations[0]!.name).id,
    organizationNamed('Vialidad Provincial de Córdoba').id,
  ],
};
