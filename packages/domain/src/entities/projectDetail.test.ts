import { describe, expect, it } from 'vitest';
import { computeScore } from '../score/computeScore.ts';
import {
  ACTIVITY_KINDS,
  ACTIVITY_TAB_KINDS,
  ACTIVITY_TABS,
  activityQuerySchema,
  checkDocument,
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  explainScore,
} from './projectDetail.ts';
import { projectEditBodySchema, statusReasonError } from '../intake/projectWrite.ts';

describe('explainScore', () => {
  it('names the band and each criterion, and counts the points to the next band', () => {
    const explained = explainScore(computeScore({ progressStage: 'Proyecto Ejecutivo', isGreen: true }));
    expect(explained.band).toEqual({ key: 'critical', label: 'Crítico', min: 0, max: 39 });
    expect(explained.pointsToNextBand).toBe(40 - explained.total);
    expect(explained.breakdown.find((item) => item.criterion === 'green')).toMatchObject({
      missing: false,
      score0to100: 100,
    });
    expect(explained.breakdown.find((item) => item.criterion === 'tir')).toMatchObject({ label: 'TIR', missing: true });
    expect(explained.suggestions).toHaveLength(3);
  });

  it('has no next band at the top', () => {
    const top = explainScore({ total: 95, band: 'excellent', breakdown: [], suggestions: [] });
    expect(top.band.key).toBe('excellent');
    expect(top.pointsToNextBand).toBeNull();
  });
});

describe('the PUT body (projectEditBodySchema)', () => {
  it('trims the name, keeps a null description and needs the version read', () => {
    expect(projectEditBodySchema.parse({ name: '  Ruta 3 ', description: null, version: 4 })).toEqual({
      name: 'Ruta 3',
      description: null,
      version: 4,
    });
    expect(projectEditBodySchema.safeParse({ name: 'Ruta 3' }).success).toBe(false);
    expect(projectEditBodySchema.safeParse({ name: '', version: 1 }).error?.issues[0]?.message).toBe(
      'El nombre no puede estar vacío.',
    );
    expect(projectEditBodySchema.safeParse({ version: 1, score: 100 }).success).toBe(false);
  });

  it('takes a status change’s reason (issue 43): trimmed, blank as none, at most 500 characters, only with a status', () => {
    expect(projectEditBodySchema.parse({ status: 'Desestimado', statusReason: '  Sin terreno ', version: 2 })).toEqual({
      status: 'Desestimado',
      statusReason: 'Sin terreno',
      version: 2,
    });
    expect(projectEditBodySchema.parse({ status: 'Finalizado', statusReason: '   ', version: 2 })).toEqual({
      status: 'Finalizado',
      version: 2,
    });
    const message = (body: unknown) => projectEditBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ status: 'Finalizado', statusReason: 'x'.repeat(501), version: 2 })).toBe(
      'El motivo del cambio de estado no puede superar los 500 caracteres.',
    );
    expect(message({ status: 'Finalizado', statusReason: 7, version: 2 })).toBe(
      'El motivo del cambio de estado debe ser un texto.',
    );
    expect(message({ name: 'Ruta 3', statusReason: 'Cerrado', version: 2 })).toBe(
      'El motivo acompaña un cambio de estado: envía también el estado (status).',
    );
    expect(statusReasonError(` ${'x'.repeat(500)} `)).toBeNull();
    expect(statusReasonError('x'.repeat(501))).toBe(
      'El motivo del cambio de estado no puede superar los 500 caracteres.',
    );
  });
});

describe('activityQuerySchema', () => {
  it('defaults to the first page of 20, every kind; reads a comma list of kinds', () => {
    expect(activityQuerySchema.parse({})).toEqual({ page: 1, limit: 20, kind: [] });
    expect(activityQuerySchema.parse({ page: '2', limit: '5', kind: 'status_change, field_update' })).toEqual({
      page: 2,
      limit: 5,
      kind: ['status_change', 'field_update'],
    });
    expect(activityQuerySchema.safeParse({ kind: 'otro' }).error?.issues[0]?.message).toBe(
      'Tipo de actividad desconocido: otro.',
    );
  });
});

describe('the activity tabs', () => {
  it('list every kind of entry in exactly one tab, in the spec order', () => {
    expect(ACTIVITY_TABS).toEqual(['comments', 'documents', 'history']);
    const listed = ACTIVITY_TABS.flatMap((tab) => ACTIVITY_TAB_KINDS[tab]);
    expect([...listed].sort()).toEqual([...ACTIVITY_KINDS].sort());
  });
});

describe('checkDocument', () => {
  it('accepts an allowed type and keeps the bare name (a browser may send a path)', () => {
    expect(checkDocument({ name: 'C:\\fakepath\\Pliego de bases.PDF ', size: 2048 })).toEqual({
      ok: true,
      name: 'Pliego de bases.PDF',
      contentType: 'application/pdf',
    });
  });

  it('strips controls and bidirectional or zero-width characters from the name before checking its type', () => {
    expect(checkDocument({ name: 'a\u202egpj.txt', size: 10 })).toMatchObject({ ok: true, name: 'agpj.txt' });
    expect(checkDocument({ name: 'C:\\x\\\u2066plano\u200d\u0000.pdf\u2069', size: 10 })).toMatchObject({
      ok: true,
      name: 'plano.pdf',
    });
    expect(checkDocument({ name: 'foto\u202egpj.exe', size: 10 })).toMatchObject({ problem: 'typeNotAllowed' });
    expect(checkDocument({ name: 'Informe técnico – año 2026 (v2) 🚧.pdf', size: 10 })).toMatchObject({
      name: 'Informe técnico – año 2026 (v2) 🚧.pdf',
    });
  });

  it('refuses an empty file, a file over the limit, a long name and a type outside the list, in that order', () => {
    expect(checkDocument({ name: 'vacio.pdf', size: 0 })).toMatchObject({ problem: 'empty' });
    expect(checkDocument({ name: 'planos.exe', size: DOCUMENT_MAX_BYTES + 1 })).toEqual({
      ok: false,
      problem: 'tooLarge',
      message: 'El archivo supera el máximo de 10 MB.',
    });
    expect(checkDocument({ name: 'planos.pdf', size: DOCUMENT_MAX_BYTES })).toMatchObject({ ok: true });
    expect(checkDocument({ name: `${'a'.repeat(252)}.pdf`, size: 10 })).toMatchObject({ problem: 'nameTooLong' });
    expect(checkDocument({ name: 'instalador.exe', size: 10 })).toEqual({
      ok: false,
      problem: 'typeNotAllowed',
      message:
        'No se admiten archivos «exe». Tipos admitidos: pdf, doc, docx, xls, xlsx, ppt, pptx, odt, ods, csv, txt, png, jpg, jpeg.',
    });
  });

  it('gives the file input the same list', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.csv,.txt,.png,.jpg,.jpeg');
  });
});
