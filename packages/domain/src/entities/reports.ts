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
