// Reports (platform.md §2 "/reports", side menu Reportes > Distribución por Prioridad): the projects of the list's
// query counted by priority and by status, so each count equals the list's total for that value.
import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';

/** GET /t/{slug}/reports/priority-distribution. */
export const priorityDistributionSchema = builtOnFirstUse(() =>
  z.object({
    total: z.number().check(z.int(), z.meta({ description: 'Igual al total de la lista con los mismos parámetros.' })),
    byPriority: z.array(z.object({ priority: z.nullable(z.string()), count: z.number().check(z.int()) })).check(
      z.meta({
        description: 'Alta, Media y Baja siempre (aun en 0), luego otros valores; null = sin prioridad asignada.',
      }),
    ),
    byStatus: z
      .array(z.object({ status: z.string(), count: z.number().check(z.int()) }))
      .check(
        z.meta({ description: 'Los estados del espacio de trabajo en su orden (aun en 0), luego otros valores.' }),
      ),
  }),
);
export type PriorityDistribution = z.infer<typeof priorityDistributionSchema>;

/**
 * GET /t/{slug}/reports/portfolio-totals: what a program's page adds to the list of its projects (issue 43), over the
 * list's query: how many, the budget summed per currency, the count by status and the mean score.
 */
export const portfolioTotalsSchema = builtOnFirstUse(() =>
  z.object({
    total: z.number().check(z.int(), z.meta({ description: 'Igual al total de la lista con los mismos parámetros.' })),
    budgets: z
      .array(
        z.object({
          currency: z.string(),
          amount: z.number(),
          count: z.number().check(z.int(), z.meta({ description: 'Proyectos con presupuesto en esa moneda.' })),
        }),
      )
      .check(z.meta({ description: 'Suma de los presupuestos por moneda (ARS primero); sin proyectos, vacía.' })),
    byStatus: z
      .array(z.object({ status: z.string(), count: z.number().check(z.int()) }))
      .check(
        z.meta({ description: 'Los estados del espacio de trabajo en su orden (aun en 0), luego otros valores.' }),
      ),
    meanScore: z
      .nullable(z.number())
      .check(z.meta({ description: 'Promedio de la puntuación SIIPRO; null sin puntuaciones.' })),
    scored: z
      .number()
      .check(z.int(), z.meta({ description: 'Proyectos con puntuación (los que promedia meanScore).' })),
  }),
);
export type PortfolioTotals = z.infer<typeof portfolioTotalsSchema>;

/**
 * GET /t/{slug}/reports/monthly-trends: the dashboard's "Tendencias del Mes" (issue 43), computed from the tenant's
 * projects and their history for the calendar month of the API's clock, in Argentina's time (UTC−3, no summer time).
 */
export const monthlyTrendsSchema = builtOnFirstUse(() =>
  z.object({
    month: z.string().check(z.meta({ description: 'El mes contado, AAAA-MM.' })),
    from: z.string().check(z.meta({ description: 'Comienzo del mes (ISO 8601, 00:00 en Argentina).' })),
    to: z.string().check(z.meta({ description: 'El momento de la respuesta (ISO 8601): el mes hasta hoy.' })),
    projectsCreated: z
      .number()
      .check(z.int(), z.meta({ description: 'Proyectos (no programas) creados en el mes y no archivados.' })),
    statusChanges: z
      .number()
      .check(z.int(), z.meta({ description: 'Cambios de estado registrados en el historial en el mes.' })),
    budgetAssigned: z.number().check(
      z.meta({
        description:
          'ARS asignados en el mes: el presupuesto de los proyectos creados en el mes más lo que cambiaron en el mes ' +
          'los presupuestos de los demás (puede ser negativo).',
      }),
    ),
  }),
);
export type MonthlyTrends = z.infer<typeof monthlyTrendsSchema>;

/** Argentina's offset from UTC: three hours behind, all year (no summer time since 2009). */
const ARGENTINA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The calendar month of `now` in Argentina: its first instant and its AAAA-MM. */
export function monthInArgentina(now: Date): { start: Date; month: string } {
  const local = new Date(now.getTime() - ARGENTINA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1) + ARGENTINA_OFFSET_MS),
    month: `${year}-${String(month + 1).padStart(2, '0')}`,
  };
}
