import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, z } from 'zod';
import { parseWithoutEval } from './parseWithoutEval.ts';

describe('parseWithoutEval', () => {
  afterEach(() => {
    config({ jitless: false });
    vi.unstubAllGlobals();
  });

  it('sets the very object zod reads its configuration from (so it also holds when set before zod loads)', () => {
    parseWithoutEval();
    expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
    expect(config().jitless).toBe(true);
  });

  it('lets zod parse objects without ever calling Function (what a CSP without eval allows)', () => {
    parseWithoutEval();
    const calls: unknown[] = [];
    const RealFunction = globalThis.Function;
    vi.stubGlobal(
      'Function',
      new Proxy(RealFunction, {
        construct(target, args) {
          calls.push(args);
          return Reflect.construct(target, args);
        },
      }),
    );
    const schema = z.object({ name: z.string(), count: z.number() });
    for (let round = 0; round < 3; round++)
      expect(schema.parse({ name: 'Ruta 3', count: round })).toEqual({ name: 'Ruta 3', count: round });
    expect(calls).toEqual([]);
  });
});
