// Entity schemas built the first time something parses with them, not when their modules load. A browser that opens
// the app loads every entity schema with the API client, and zod builds each one from dozens of small objects: ~25 ms
// of a first visit's main thread on a 2-core host, before any screen shows (bench/README.md), though a screen
// parses with two or three of them.
import { z } from 'zod/mini';

/** `build`'s schema, built on its first use (zod's lazy schema: parsing, JSON Schema and types see through it). */
export function builtOnFirstUse<Schema extends z.core.SomeType>(build: () => Schema): z.ZodMiniLazy<Schema> {
  return z.lazy(build);
}

/** The object schema inside, built now: what z.extend and `.shape` need. */
export function builtSchema<Schema extends z.core.SomeType>(lazy: z.ZodMiniLazy<Schema>): Schema {
  return lazy._zod.innerType;
}
