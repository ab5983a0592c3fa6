// The public portal's one list of public fields (issue 45): what a citizen may read of a published project and of an
// organisation. Every public answer of the API (list, project page, map, organisations, CSV/xlsx and OC4IDS) is built
// from these lists, and the proof test sweeps every public route for any field outside them. Never public: comments,
// history and its authors, documents, members, e-mails, settings, the change record, optimizer scenarios, and the
// internal inputs below (code, secretary, funding source, studies, land, progress stage, who created or changed it).
import { z } from 'zod/mini';
import { builtOnFirstUse, builtSchema } from '../shared/builtOnFirstUse.ts';
import { projectListItemSchema, projectListPaginationSchema, type ProjectListItem } from '../entities/projectAnswer.ts';
import { scoreExplanationSchema, type ScoreExplanation } from '../entities/projectDetail.ts';
import { PUBLIC_SCORE_CRITERIA } from '../score/criteria.ts';
import type { SpreadsheetKey } from '../intake/spreadsheetColumns.ts';

/**
 * A project's public fields, as the list item names them (projectAnswer.ts): name, type, description, organisations,
 * program, sector, executing area, status, priority, budget and currency, dates, expected execution months,
 * beneficiaries, address and coordinates, expected benefits, SDG targets and the score — plus the id and slug that
 * address it.
 */
export const PUBLIC_PROJECT_FIELDS = [
  'projectId',
  'slug',
  'type',
  'name',
  'description',
  'organization',
  'organizations',
  'program',
  'sector',
  'area',
  'executingArea',
  'status',
  'priority',
  'budgetAmount',
  'budgetCurrencyCode',
  'budgetDate',
  'entryDate',
  'createdAt',
  'updatedAt',
  'expectedExecutionMonths',
  'beneficiaryCount',
  'addressLine1',
  'latitude',
  'longitude',
  'expectedBenefits',
  'sdgTargets',
  'score',
] as const satisfies readonly (keyof ProjectListItem)[];
export type PublicProjectField = (typeof PUBLIC_PROJECT_FIELDS)[number];

/** What the project page adds to its public fields: the score's explanation. */
export const PUBLIC_PROJECT_DETAIL_FIELDS = [...PUBLIC_PROJECT_FIELDS, 'scoring'] as const;

/** The public fields of an organisation, with how many published projects it takes part in. */
export const PUBLIC_ORGANIZATION_FIELDS = ['slug', 'name', 'description', 'projectCount'] as const;

/**
 * The spreadsheet columns (intake/spreadsheetColumns.ts) of the open-data CSV and xlsx: the public fields that the
 * export's columns carry, in the export's order.
 */
export const PUBLIC_SPREADSHEET_KEYS: ReadonlySet<SpreadsheetKey> = new Set<SpreadsheetKey>([
  'name',
  'type',
  'organizations',
  'sector',
  'executingArea',
  'score',
  'budgetAmount',
  'budgetCurrencyCode',
  'program',
  'status',
  'priority',
  'expectedExecutionMonths',
  'budgetDate',
  'beneficiaryCount',
  'description',
  'expectedBenefits',
  'sdgTargets',
  'addressLine1',
  'latitude',
  'longitude',
  'createdAt',
  'updatedAt',
]);

const pickMask = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [K in Key]: true };

/** One project of GET /public/{slug}/projects. */
export const publicProjectSchema = builtOnFirstUse(() =>
  z.pick(builtSchema(projectListItemSchema), pickMask(PUBLIC_PROJECT_FIELDS)),
);
export type PublicProject = z.infer<typeof publicProjectSchema>;

/**
 * The score's explanation as the portal publishes it: the total, its band and the distance to the next; the rows of
 * the criteria with public inputs; and the criteria with internal inputs as one sum — their weights, and what they add
 * together, which the total and the public rows already tell. No suggestions: they are advice to the project's
 * editors, and which ones show depends on the internal inputs.
 */
export const publicScoreExplanationSchema = builtOnFirstUse(() =>
  z.extend(builtSchema(scoreExplanationSchema), {
    withheld: z.object({
      weight: z.number().check(z.meta({ description: 'Suma de los pesos de los criterios con datos internos.' })),
      contribution: z
        .number()
        .check(z.meta({ description: 'Lo que aportan juntos: el total menos los criterios mostrados.' })),
    }),
  }),
);
export type PublicScoreExplanation = z.infer<typeof publicScoreExplanationSchema>;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function toPublicScoreExplanation(scoring: ScoreExplanation): PublicScoreExplanation {
  const shown = scoring.breakdown.filter((item) => PUBLIC_SCORE_CRITERIA.has(item.criterion));
  const withheldWeight = scoring.breakdown
    .filter((item) => !PUBLIC_SCORE_CRITERIA.has(item.criterion))
    .reduce((sum, item) => sum + item.weight, 0);
  const shownContribution = shown.reduce((sum, item) => sum + (item.weight * item.score0to100) / 100, 0);
  return {
    total: scoring.total,
    band: scoring.band,
    breakdown: shown,
    suggestions: [],
    pointsToNextBand: scoring.pointsToNextBand,
    withheld: { weight: withheldWeight, contribution: Math.max(0, oneDecimal(scoring.total - shownContribution)) },
  };
}

/** GET /public/{slug}/projects/{projectSlug}: the public fields and the score's explanation. */
export const publicProjectDetailSchema = builtOnFirstUse(() =>
  z.extend(builtSchema(publicProjectSchema), { scoring: publicScoreExplanationSchema }),
);
export type PublicProjectDetail = z.infer<typeof publicProjectDetailSchema>;

export const publicProjectListAnswerSchema = builtOnFirstUse(() =>
  z.object({ data: z.array(publicProjectSchema), pagination: projectListPaginationSchema }),
);
export type PublicProjectListAnswer = z.infer<typeof publicProjectListAnswerSchema>;

/** One organisation of GET /public/{slug}/organizations. */
export const publicOrganizationSchema = builtOnFirstUse(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
    description: z.nullable(z.string()),
    projectCount: z
      .number()
      .check(z.int(), z.meta({ description: 'Proyectos y programas publicados en los que participa.' })),
  }),
);
export type PublicOrganization = z.infer<typeof publicOrganizationSchema>;

/** The portal's heading: the tenant's name and logo (nothing else of its settings is public). */
export const publicTenantSchema = builtOnFirstUse(() =>
  z.object({ name: z.string(), slug: z.string(), logo: z.nullable(z.string()) }),
);
export type PublicTenant = z.infer<typeof publicTenantSchema>;

export const publicOrganizationListAnswerSchema = builtOnFirstUse(() =>
  z.object({ data: z.array(publicOrganizationSchema) }),
);
export type PublicOrganizationListAnswer = z.infer<typeof publicOrganizationListAnswerSchema>;

/** What else the portal may show of a project's references: only organisations and a program that are public too. */
export interface PublicReferences {
  /** Whether the project's program is itself published and active (else the program is left out). */
  programPublic: boolean;
  /** Slugs of the project's organisations that are archived (left out of its organisations). */
  hiddenOrganizationSlugs: ReadonlySet<string>;
}

/**
 * A project's public fields, and nothing else, from its list item: every public answer of a project goes through
 * here. A reference to a hidden program or organisation is dropped (the portal never names what it does not show).
 */
export function toPublicProject(item: ProjectListItem, references: PublicReferences): PublicProject {
  const picked = Object.fromEntries(PUBLIC_PROJECT_FIELDS.map((field) => [field, item[field]])) as PublicProject;
  const shown = (slug: string | null) => slug !== null && !references.hiddenOrganizationSlugs.has(slug);
  return {
    ...picked,
    organization: item.organization && shown(item.organization.slug) ? item.organization : null,
    organizations: item.organizations.filter((organization) => shown(organization.slug)),
    program: references.programPublic ? item.program : null,
  };
}

/** The project page's answer: its public fields and the score's explanation, as the portal publishes it. */
export function toPublicProjectDetail(
  item: ProjectListItem,
  scoring: ScoreExplanation,
  references: PublicReferences,
): PublicProjectDetail {
  return { ...toPublicProject(item, references), scoring: toPublicScoreExplanation(scoring) };
}
