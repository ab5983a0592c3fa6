// Fields the API's answers share, with their OpenAPI descriptions: exact types, null for "no value" (the lenient
// readers of payloads from older services and the device are fields.ts).
import { z } from 'zod/mini';

/** Text, or null for no value. */
export const nullableText = z.nullable(z.string());

/** An instant as the API writes it. */
export const instant = z.string().check(z.meta({ description: 'ISO 8601 en UTC, al milisegundo.' }));

/** A person named by an answer (who created, changed or uploaded something). */
export const answeredPerson = z.object({ name: z.string(), avatarUrl: nullableText });

/** An entity's version: every write raises it, and an edit sends the one it read (editFields.ts's readVersion). */
export const entityVersion = z
  .number()
  .check(z.int(), z.meta({ description: 'Crece con cada escritura; PUT lo pide para evitar pisar cambios.' }));
