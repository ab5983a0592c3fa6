// Activity of a sample project for stories only (not exported by the package): a road works project in Mendoza,
// newest first, as GET …/activity answers each tab.
import type { ActivityEntry } from '@siipro/domain';
import { samplePortrait } from '../../primitives/Avatar/Avatar.samples';

const maria = { name: 'María Fernández', avatarUrl: samplePortrait };
const juan = { name: 'Juan Pérez', avatarUrl: null };
const lucia = { name: 'Lucía Gómez', avatarUrl: null };

const base = { text: null, field: null, from: null, to: null, file: null } as const;

export const sampleComments: ActivityEntry[] = [
  {
    ...base,
    id: 'c3',
    kind: 'comment',
    user: maria,
    text: 'Vialidad Provincial confirmó la fecha de apertura de sobres.\nQueda para el 12 de diciembre a las 10:00.',
    createdAt: '2026-11-24T13:45:00.000Z',
  },
  {
    ...base,
    id: 'c2',
    kind: 'comment',
    user: juan,
    text: 'Subí el cómputo métrico actualizado. ¿Puedes aclararme si el tramo 2 incluye las banquinas?',
    createdAt: '2026-11-21T17:10:00.000Z',
  },
  {
    ...base,
    id: 'c1',
    kind: 'comment',
    user: lucia,
    text: 'Listo, el estudio de impacto ambiental ya está aprobado por la Secretaría de Ambiente.',
    createdAt: '2026-11-18T12:02:00.000Z',
  },
];

export const sampleDocuments: ActivityEntry[] = [
  {
    ...base,
    id: 'd3',
    kind: 'file_upload',
    user: juan,
    text: 'Cómputo métrico - Ruta 40 tramo 2.xlsx',
    file: { documentId: 'doc-3', name: 'Cómputo métrico - Ruta 40 tramo 2.xlsx', size: 1_572_864 },
    createdAt: '2026-11-21T17:05:00.000Z',
  },
  {
    ...base,
    id: 'd2',
    kind: 'file_upload',
    user: maria,
    text: 'Pliego de bases y condiciones.pdf',
    file: { documentId: 'doc-2', name: 'Pliego de bases y condiciones.pdf', size: 4_404_019 },
    createdAt: '2026-11-19T14:30:00.000Z',
  },
  {
    ...base,
    id: 'd1',
    kind: 'file_upload',
    user: lucia,
    text: 'Foto relevamiento km 3120.jpg',
    file: { documentId: 'doc-1', name: 'Foto relevamiento km 3120.jpg', size: 845_312 },
    createdAt: '2026-11-17T11:20:00.000Z',
  },
];

export const sampleHistory: ActivityEntry[] = [
  {
    ...base,
    id: 'h4',
    kind: 'status_change',
    user: maria,
    field: 'status',
    from: 'Priorizado',
    to: 'Presupuesto Asignado',
    createdAt: '2026-11-24T14:00:00.000Z',
  },
  {
    ...base,
    id: 'h3',
    kind: 'field_update',
    user: juan,
    field: 'name',
    from: 'Repavimentación Ruta 40',
    to: 'Repavimentación Ruta Nacional 40 - Tramo Mendoza Sur',
    createdAt: '2026-11-20T16:25:00.000Z',
  },
  {
    ...base,
    id: 'h2',
    kind: 'field_update',
    user: lucia,
    field: 'description',
    from: null,
    to: 'Repavimentación de 42 km entre Tunuyán y San Carlos, con banquinas y señalización horizontal.',
    createdAt: '2026-11-18T10:40:00.000Z',
  },
  {
    ...base,
    id: 'h1',
    kind: 'status_change',
    user: null,
    field: 'status',
    from: 'Identificado',
    to: 'Priorizado',
    createdAt: '2026-11-15T09:00:00.000Z',
  },
];

/** Closed with a reason (issue 43): the reason the confirmation asked for, under the change; then one closed without. */
export const sampleClosedHistory: ActivityEntry[] = [
  {
    ...base,
    id: 'x2',
    kind: 'status_change',
    user: maria,
    field: 'status',
    from: 'Presupuesto Asignado',
    to: 'Desestimado',
    text: 'La Dirección Provincial de Vialidad reasignó la traza a la Ruta Provincial 52; el tramo queda sin terreno disponible.',
    createdAt: '2026-11-28T15:30:00.000Z',
  },
  {
    ...base,
    id: 'x1',
    kind: 'status_change',
    user: juan,
    field: 'status',
    from: 'Ejecución',
    to: 'Finalizado',
    createdAt: '2026-11-20T12:00:00.000Z',
  },
];

/** A project's life since issue 42: created, edited, imported, archived and restored (newest first). */
export const sampleLifeHistory: ActivityEntry[] = [
  { ...base, id: 'l6', kind: 'restored', user: maria, createdAt: '2026-12-04T09:30:00.000Z' },
  { ...base, id: 'l5', kind: 'archived', user: juan, createdAt: '2026-12-02T18:05:00.000Z' },
  {
    ...base,
    id: 'l4',
    kind: 'imported',
    user: lucia,
    field: 'budgetAmount',
    from: '$ 1.250.000.000,00',
    to: '$ 1.480.500.000,00',
    createdAt: '2026-11-30T12:00:00.000Z',
  },
  {
    ...base,
    id: 'l3',
    kind: 'field_update',
    user: juan,
    field: 'expectedExecutionMonths',
    from: '18',
    to: '24',
    createdAt: '2026-11-28T15:10:00.000Z',
  },
  { ...base, id: 'l2', kind: 'imported', user: lucia, createdAt: '2026-11-27T10:00:00.000Z' },
  { ...base, id: 'l1', kind: 'created', user: maria, createdAt: '2026-11-26T08:45:00.000Z' },
];

/** A document deleted (issue 46): the history names it; beside an edit of the same day. */
export const sampleDocumentHistory: ActivityEntry[] = [
  {
    ...base,
    id: 'r2',
    kind: 'field_update',
    user: juan,
    field: 'document',
    from: 'Pliego de bases y condiciones - versión preliminar para consulta pública (Dirección Provincial de Vialidad).pdf',
    to: null,
    createdAt: '2026-12-03T16:20:00.000Z',
  },
  {
    ...base,
    id: 'r1',
    kind: 'field_update',
    user: maria,
    field: 'expectedExecutionMonths',
    from: '18',
    to: '24',
    createdAt: '2026-12-03T11:05:00.000Z',
  },
];

export const sampleEntries = { comments: sampleComments, documents: sampleDocuments, history: sampleHistory };
