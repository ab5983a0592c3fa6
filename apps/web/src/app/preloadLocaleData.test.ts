import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('preloadLocaleData', () => {
  it('starts one worker running loadLocaleData, however often the layout mounts', async () => {
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );
    const { preloadLocaleData } = await import('./preloadLocaleData.ts');
    preloadLocaleData();
    preloadLocaleData();
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/localeData\.worker\.ts$/);
    expect(started[0]!.options).toEqual({ type: 'module', name: 'locale-data' });
  });

  it('does nothing where workers do not exist', async () => {
    vi.stubGlobal('Worker', undefined);
    const { preloadLocaleData } = await import('./preloadLocaleData.ts');
    expect(() => preloadLocaleData()).not.toThrow();
  });
});
