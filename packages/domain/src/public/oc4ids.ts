// The OC4IDS 0.9 mapping of a published project (issue 45; schema and codelists in standards/oc4ids-0.9.5/): the
// one definition, used by GET /public/{slug}/open-data/oc4ids.json and described on the "Datos abiertos" page. It
// reads only a project's public fields (publicFields.ts). A value that has no code in the standard's codelist is left
// out, never guessed: a status or sector the tables below do not know, a currency outside ISO 4217, an empty text.
import { foldForMatch } from '../intake/spreadsheetColumns.ts';
import type { PublicProject } from './publicFields.ts';
import {
  OC4IDS_CURRENCIES,
  OC4IDS_PROJECT_SECTORS,
  OC4IDS_PROJECT_STATUSES,
  type Oc4idsProjectSector,
  type Oc4idsProjectStatus,
} from './oc4idsCodelists.ts';

/** The OC4IDS version the package declares (major.minor, as its schema asks). */
export const OC4IDS_VERSION = '0.9';

/**
 * A registered OC4IDS project identifier prefix: `oc4ids-` and six lower-case letters or digits (the standard's
 * registry hands out such prefixes, e.g. oc4ids-bu3kcz).
 */
export const OC4IDS_PREFIX_PATTERN = /^oc4ids-[a-z0-9]{6}$/;

/**
 * The tenant's statuses (portfolio.md §4.1 and their usual variants, folded: no accents, lower case) on the closed
 * projectStatus codelist. Identificado and Priorizado are still the decision to develop (identification); with a
 * budget assigned the project is prepared for procurement (preparation); Ejecución is implementation; Finalizado is
 * completion; Desestimado was dropped before completion (cancelled).
 */
const STATUS_CODES: Readonly<Record<string, Oc4idsProjectStatus>> = {
  identificado: 'identification',
  priorizado: 'identification',
  'presupuesto asignado': 'preparation',
  'en preparacion': 'preparation',
  preparacion: 'preparation',
  ejecucion: 'implementation',
  'en ejecucion': 'implementation',
  finalizado: 'completion',
  terminado: 'completion',
  'en mantenimiento': 'maintenance',
  mantenimiento: 'maintenance',
  desestimado: 'cancelled',
  cancelado: 'cancelled',
};

/** Sector names (folded) on the projectSector codelist; a sector without an equivalent (Desarrollo Urbano) has none. */
const SECTOR_CODES: Readonly<Record<string, Oc4idsProjectSector>> = {
  'agua y saneamiento': 'waterAndWaste',
  agua: 'waterAndWaste',
  saneamiento: 'waterAndWaste',
  transporte: 'transport',
  vialidad: 'transport.road',
  energia: 'energy',
  educacion: 'education',
  salud: 'health',
  vivienda: 'socialHousing',
  ambiente: 'naturalResources',
  'medio ambiente': 'naturalResources',
  conectividad: 'communications',
  comunicaciones: 'communications',
  telecomunicaciones: 'communications',
  seguridad: 'governance',
  justicia: 'governance',
  cultura: 'cultureSportsAndRecreation',
  deporte: 'cultureSportsAndRecreation',
  turismo: 'cultureSportsAndRecreation',
};

/** A tenant's status on the projectStatus codelist, or null when it has no code. */
export function oc4idsStatus(status: string | null | undefined): Oc4idsProjectStatus | null {
  if (!status) return null;
  const code = STATUS_CODES[foldForMatch(status)];
  return code && (OC4IDS_PROJECT_STATUSES as readonly string[]).includes(code) ? code : null;
}

/**
 * A sector on the projectSector codelist, as the standard lists it: a subsector code with its parent before it
 * (['transport', 'transport.road']); null when it has no code.
 */
export function oc4idsSectors(sector: string | null | undefined): Oc4idsProjectSector[] | null {
  if (!sector) return null;
  const code = SECTOR_CODES[foldForMatch(sector)];
  if (!code || !(OC4IDS_PROJECT_SECTORS as readonly string[]).includes(code)) return null;
  const parent = code.split('.')[0] as Oc4idsProjectSector;
  return parent === code ? [code] : [parent, code];
}

/** Days in a month on average (365.25 / 12): expected execution months as the period's duration in days. */
const DAYS_PER_MONTH = 365.25 / 12;

/** A calendar day (AAAA-MM-DD) as the date-time OC4IDS asks for: its start in Argentina. */
function dayStart(day: string | null | undefined): string | undefined {
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00-03:00` : undefined;
}

const nonEmpty = (text: string | null | undefined) => (text && text.trim() !== '' ? text : undefined);

/** What the package says about its publisher and where it lives. */
export interface Oc4idsPackageMeta {
  /** The tenant's name: the publisher. */
  publisher: string;
  /** The package's own URL (…/public/{slug}/open-data/oc4ids.json). */
  uri: string;
  /** When its data last changed (the newest project's update; the request's time when there is none). */
  publishedDate: string;
}

/** An OC4IDS project, as far as SIIPRO fills it (the schema allows much more). */
export interface Oc4idsProject {
  id: string;
  updated?: string;
  language: string;
  title: string;
  description?: string;
  status?: Oc4idsProjectStatus;
  sector?: Oc4idsProjectSector[];
  budget?: { amount: { amount: number; currency: string } };
  period?: { durationInDays: number };
  identificationPeriod?: { startDate: string };
  locations?: {
    id: string;
    geometry?: { type: 'Point'; coordinates: [number, number] };
    address?: { streetAddress: string };
  }[];
  publicAuthority?: { id: string; name: string };
  parties?: { id: string; name: string; roles: ['publicAuthority'] }[];
}

/** The project's OC4IDS id: the tenant's registered prefix and the project's id; the id alone without a prefix. */
export function oc4idsProjectId(prefix: string | null | undefined, projectId: string): string {
  return prefix ? `${prefix}-${projectId}` : projectId;
}

/** One published project as OC4IDS. */
export function toOc4idsProject(project: PublicProject, prefix: string | null | undefined): Oc4idsProject {
  const result: Oc4idsProject = {
    id: oc4idsProjectId(prefix, project.projectId),
    updated: project.updatedAt,
    language: 'es',
    title: project.name,
  };
  const description = nonEmpty(project.description);
  if (description) result.description = description;
  const status = oc4idsStatus(project.status);
  if (status) result.status = status;
  const sectors = oc4idsSectors(project.sector);
  if (sectors) result.sector = sectors;
  if (project.budgetAmount !== null && OC4IDS_CURRENCIES.has(project.budgetCurrencyCode)) {
    result.budget = { amount: { amount: project.budgetAmount, currency: project.budgetCurrencyCode } };
  }
  if (project.expectedExecutionMonths !== null && project.expectedExecutionMonths > 0) {
    result.period = { durationInDays: Math.round(project.expectedExecutionMonths * DAYS_PER_MONTH) };
  }
  const entered = dayStart(project.entryDate);
  if (entered) result.identificationPeriod = { startDate: entered };
  const address = nonEmpty(project.addressLine1);
  const placed = project.latitude !== null && project.longitude !== null;
  if (placed || address) {
    result.locations = [
      {
        id: '1',
        // GeoJSON order: longitude first.
        ...(placed
          ? { geometry: { type: 'Point' as const, coordinates: [project.longitude!, project.latitude!] } }
          : {}),
        ...(address ? { address: { streetAddress: address } } : {}),
      },
    ];
  }
  const owner = project.organization;
  if (owner?.slug && nonEmpty(owner.name)) {
    result.publicAuthority = { id: owner.slug, name: owner.name };
    result.parties = [{ id: owner.slug, name: owner.name, roles: ['publicAuthority'] }];
  }
  return result;
}

/**
 * The package around the projects, as two texts — before and after the projects' array — so the API can stream the
 * projects between them one chunk at a time, holding no more than a chunk.
 */
export function oc4idsPackageFrame(meta: Oc4idsPackageMeta): { head: string; tail: string } {
  const head = JSON.stringify({
    uri: meta.uri,
    version: OC4IDS_VERSION,
    publishedDate: meta.publishedDate,
    publisher: { name: meta.publisher },
  });
  // `{"uri":…,"publisher":{…}` + `,"projects":[` … `]}`
  return { head: `${head.slice(0, -1)},"projects":[`, tail: ']}' };
}
