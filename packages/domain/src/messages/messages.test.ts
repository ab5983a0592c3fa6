import { describe, expect, it } from 'vitest';
import { serverErrorMessage } from './errorMessages.ts';
import { interpolate } from './interpolate.ts';
import { messages } from './messages.ts';
import { commonMessages } from './areas/common.ts';
import { authMessages } from './areas/auth.ts';
import { tenantsMessages } from './areas/tenants.ts';
import { accountMessages } from './areas/account.ts';
import { dashboardMessages } from './areas/dashboard.ts';
import { organizationsMessages } from './areas/organizations.ts';
import { listsMessages } from './areas/lists.ts';
import { projectDetailMessages } from './areas/projectDetail.ts';
import { scoreMessages } from './areas/score.ts';
import { mapMessages } from './areas/map.ts';
import { optimizerMessages } from './areas/optimizer.ts';
import { validationMessages } from './areas/validation.ts';
import { errorsMessages } from './areas/errors.ts';
import { intakeMessages } from './areas/intake.ts';
import { operatorMessages } from './areas/operator.ts';
import { publicPortalMessages } from './areas/publicPortal.ts';

function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

describe('messages', () => {
  it('joins the areas without one hiding another’s group', () => {
    const areas = [
      commonMessages,
      authMessages,
      tenantsMessages,
      accountMessages,
      dashboardMessages,
      organizationsMessages,
      listsMessages,
      projectDetailMessages,
      scoreMessages,
      mapMessages,
      optimizerMessages,
      validationMessages,
      errorsMessages,
      intakeMessages,
      operatorMessages,
      publicPortalMessages,
    ];
    const groups = areas.flatMap((area) => Object.keys(area));
    expect(new Set(groups).size).toBe(groups.length);
    expect(Object.keys(messages).sort()).toEqual([...groups].sort());
  });

  it('names every field of the project form in a history sentence, in lower case with its article', () => {
    for (const field of Object.keys(messages.projectForm.fields)) {
      const name = messages.activity.fieldNames[field];
      expect(name, field).toMatch(/^(el|la|los|las) /);
    }
    expect(interpolate(messages.activity.fieldUpdate, { field: messages.activity.fieldNames.name! })).toBe(
      'actualizó el nombre',
    );
  });

  it('holds the exact texts of the specs', () => {
    expect(messages.projects.empty).toBe('No hay proyectos disponibles');
    expect(messages.projects.loadError).toBe('Error al cargar proyectos');
    expect(messages.login.errors.wrongPassword).toBe('Correo o contraseña incorrectos.');
    expect(messages.score.modalTitle).toBe('¿Cómo se obtiene la Puntuación SIIPRO?');
    expect(messages.forbidden.text).toBe('No tienes los permisos necesarios para acceder a esta sección.');
    expect(messages.projectDetail.errors.missingId).toBe('No se encontró el ID del proyecto (project_id)');
    expect(messages.activity.empty).toEqual({
      comments: 'No hay comentarios aún.',
      documents: 'No hay documentos adjuntos.',
      history: 'No hay historial disponible.',
    });
    expect(messages.optimizer.columns.budget).toBe('Presupuesto (ARS)');
    expect(messages.common.close).toBe('Cerrar');
    expect(messages.common.copyLink).toBe('Copiar enlace');
    expect(messages.projects.linkCopied).toBe('Enlace copiado');
    expect(messages.filters).toMatchObject({
      title: 'Filtros',
      from: 'Desde',
      to: 'Hasta',
      clear: 'Limpiar',
      apply: 'Ver Resultados',
    });
    // The filters dialog's "no options" and its disclosure share common's texts.
    expect(messages.common).toMatchObject({ noData: 'Sin datos', seeMore: 'Ver más', seeLess: 'Ver menos' });
    expect(messages.projects.exportFormats).toEqual({ csv: 'CSV', xlsx: 'Excel (.xlsx)' });
  });

  it('has no empty texts', () => {
    const empty = leaves(messages).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate(messages.validation.domainInvalid, { host: 'siipro.gob.ar' })).toBe(
      'Por favor ingresa un dominio válido (ej: siipro.gob.ar).',
    );
    expect(interpolate('Página {page} de {totalPages}', { page: 2 })).toBe('Página 2 de {totalPages}');
    expect(interpolate('{constructor}', {})).toBe('{constructor}');
  });
});

describe('error messages', () => {
  it('prefers the server message, then its error field, then the fallback', () => {
    expect(
      serverErrorMessage({ message: 'Versión desactualizada', error: 'x' }, 'No se pudo guardar el proyecto'),
    ).toBe('Versión desactualizada');
    expect(serverErrorMessage({ error: 'Sin permiso' }, 'No se pudo guardar el proyecto')).toBe('Sin permiso');
    expect(serverErrorMessage({ message: '  ' }, 'No se pudo guardar el proyecto')).toBe(
      'No se pudo guardar el proyecto',
    );
    expect(serverErrorMessage(null)).toBe('Error inesperado');
  });
});
