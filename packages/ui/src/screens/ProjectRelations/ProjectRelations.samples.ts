// Sample relations for the stories: real-sounding projects of a provincial works ministry, some with long names.
import type { ProjectRelation, ProjectRelations } from '@siipro/domain';

const relation = (projectId: string, slug: string, code: string | null, name: string): ProjectRelation => ({
  projectId,
  slug,
  code,
  name,
});

export const acueducto = relation(
  '00000000-0000-4000-8000-000000000101',
  'acueducto-norte',
  'OBR-2027-0101',
  'Acueducto Norte',
);
export const cisterna = relation(
  '00000000-0000-4000-8000-000000000102',
  'cisterna-villa-angela',
  'OBR-2027-0102',
  'Cisterna elevada de Villa Ángela',
);
export const redCloacal = relation(
  '00000000-0000-4000-8000-000000000103',
  'red-cloacal-barrio-san-martin',
  'OBR-2027-0103',
  'Red cloacal del barrio San Martín',
);
export const puenteSur = relation('00000000-0000-4000-8000-000000000104', 'puente-sur', 'OBR-2027-0104', 'Puente Sur');
export const vado = relation('00000000-0000-4000-8000-000000000105', 'vado-del-rio-negro', null, 'Vado del río Negro');
export const longName = relation(
  '00000000-0000-4000-8000-000000000106',
  'ampliacion-y-refuncionalizacion-de-la-planta',
  'MIN-INFRA-HID-2027-000418',
  'Ampliación y refuncionalización de la planta potabilizadora y de la red troncal de distribución de agua potable de Presidencia Roque Sáenz Peña y localidades vecinas',
);

/** The page's own project: the treatment plant, which needs the aqueduct and is one of the bridge's alternatives. */
export const sampleRelations: ProjectRelations = {
  projectId: '00000000-0000-4000-8000-000000000100',
  version: 7,
  requires: [acueducto, cisterna],
  requiredBy: [redCloacal],
  alternativeGroup: 'Cruce del río Negro',
  alternatives: [puenteSur, vado],
};

export const emptyRelations: ProjectRelations = {
  projectId: sampleRelations.projectId,
  version: 3,
  requires: [],
  requiredBy: [],
  alternativeGroup: null,
  alternatives: [],
};

/** What the tenant's search finds, by a folded term; the page's project itself among them (the picker hides it). */
export const searchable: readonly ProjectRelation[] = [
  acueducto,
  cisterna,
  redCloacal,
  puenteSur,
  vado,
  longName,
  relation(sampleRelations.projectId, 'planta-potabilizadora', 'OBR-2027-0100', 'Planta potabilizadora Norte'),
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function searchSamples(term: string): ProjectRelation[] {
  const folded = fold(term);
  return searchable.filter((item) => fold(`${item.name} ${item.code ?? ''}`).includes(folded));
}
