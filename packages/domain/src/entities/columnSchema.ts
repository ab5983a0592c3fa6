// One column of a columnar answer (the map's, the optimizer's candidates): tens of thousands of values checked in one
// loop. `z.array(z.number().int())` runs zod's machinery once per element, ~100 ms for 100,000 values in a browser;
// the JSON Schema (OpenAPI) still says what the column holds, through `meta`.
import { z } from 'zod/mini';

export function column<Item>(
  description: string,
  items: Record<string, unknown>,
  valid: (value: unknown) => value is Item,
) {
  return z
    .custom<Item[]>((value) => Array.isArray(value) && value.every(valid), { message: `${description}: invalid` })
    .check(z.meta({ type: 'array', items, description }));
}
