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
