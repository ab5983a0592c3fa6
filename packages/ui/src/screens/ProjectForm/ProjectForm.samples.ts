// Realistic choices and values for the project form's stories: cenit-demo's organisations, programs and statuses,
// and the longest real project of the fixtures (with a budget in cents).
import {
  cenitOrganizationSeeds,
  DEFAULT_PROJECT_STATUSES,
  PROGRAMS,
  sampleCompleteProject,
  type ProjectFormSource,
} from '@siipro/domain';
import type { ProjectFormOption } from './ProjectForm';

export const sampleStatuses = DEFAULT_PROJECT_STATUSES;

export const sampleOrganizations: ProjectFormOption[] = cenitOrganizationSeeds.map((organization) => ({
  id: organization.organizationId,
  name: organization.name,
}));

/** Programs with stable ids (the stories' submitted bodies name them). */
export const samplePrograms: ProjectFormOption[] = PROGRAMS.map((program, index) => ({
  id: `7a1c2e4f-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  name: program.name,
}));

const project = sampleCompleteProject;

/** The complete sample project as the edit form receives it (the API body's names and ids). */
export const sampleProjectSource: Omit<ProjectFormSource, 'type'> = {
  name: project.name,
  description: project.description,
  organizationIds: [sampleOrganizations[0]!.id, sampleOrganizations[3]!.id],
  programId: samplePrograms[0]!.id,
  status: project.status,
  priority: 'Alta',
  sector: project.sector,
  executingArea: project.executingArea,
  fundingSource: project.fundingSource,
  budgetAmount: project.budgetAmount,
  budgetCurrencyCode: project.budgetCurrencyCode,
  budgetDate: project.budgetDate,
  expectedExecutionMonths: project.expectedExecutionMonths,
  beneficiaryCount: project.beneficiaryCount,
  expectedBenefits: 'Acceso a agua segura para 11 localidades; reducción de enfermedades hídricas; arraigo rural.',
  sdgTargets: project.sdgTargets,
  landAvailability: project.landAvailability,
  environmentalStudy: project.environmentalStudy,
  economicEvaluation: project.economicEvaluation,
  progressStage: 'Proyecto Ejecutivo',
  projectCode: project.projectCode,
  addressLine1: project.addressLine1,
  latitude: project.latitude,
  longitude: project.longitude,
  tir: project.tir,
  isGreen: project.isGreen,
  hasGenderDiversity: project.hasGenderDiversity,
  hasSpecificFunds: project.hasSpecificFunds,
};
