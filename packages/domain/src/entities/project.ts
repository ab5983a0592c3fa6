// Project or program (portfolio.md §3). What the API answers is one zod schema, projectListItemSchema
// (projectAnswer.ts); `Project` is that answer plus what the seed stores and the score is computed from (tir,
// isGreen, …): the shape of the shared fixtures, so they feed stories, tests and the seed alike.

import type { ProjectListItem } from './projectAnswer.ts';
import type { ProjectScoring } from './scoring.ts';

export const PROJECT_TYPES = ['proyecto', 'programa'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const isProjectType = (value: unknown): value is ProjectType =>
  (PROJECT_TYPES as readonly unknown[]).includes(value);

/** An author or editor as the seed stores it: the e-mail links the person to a demo account. */
export interface ProjectPerson {
  name: string;
  avatarUrl: string | null;
  email: string | null;
}

/** An organisation or program a fixture names: always with its slug (the API's answer may lack it). */
export interface ProjectRef {
  name: string;
  slug: string;
}

export type Project = Omit<
  ProjectListItem,
  'createdBy' | 'updatedBy' | 'organization' | 'program' | 'parentProject'
> & {
  tenant: string;
  organization: ProjectRef | null;
  program: ProjectRef | null;
  parentProject: ProjectRef | null;
  createdBy: ProjectPerson | null;
  updatedBy: ProjectPerson | null;
  tir: number | null;
  isGreen: boolean | null;
  hasGenderDiversity: boolean | null;
  hasSpecificFunds: boolean | null;
  scoring: ProjectScoring | null;
  /** The province where the work is (Provincia filter, issue 43; regional minimums, issue 44). */
  province?: string | null;
};

/** Whether a project can be placed on a map (both coordinates are finite numbers). */
export function hasCoordinates<T extends { latitude: unknown; longitude: unknown }>(
  project: T,
): project is T & { latitude: number; longitude: number } {
  const { latitude, longitude } = project;
  return (
    typeof latitude === 'number' &&
    Number.isFinite(latitude) &&
    typeof longitude === 'number' &&
    Number.isFinite(longitude)
  );
}
