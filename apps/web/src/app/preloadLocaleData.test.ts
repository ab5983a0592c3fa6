import { afterEach, describe, expect, it, vi } from 'vitest';

const loadLocaleData = vi.hoisted(() => vi.fn(() => []));
vi.mock('@siipro/domain', async (original) => ({ ...(await original<object>()), loadLocaleData }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  loadLocaleData.mockClear();
});

/** A Worker stand-in that records how it was started and lets the test send its message. */
function stubWorker() {
  const started: { url: string; options: WorkerOptions | undefined }[] = [];
  const listeners: (() => void)[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: URL | string, options?: WorkerOptions) {
        started.push({ url: String(url), options });
      }
      addEventListener(type: string, listener: () => void) {
        if (type === 'message') listeners.push(listener);
      }
    },
  );
  return { started, reply: () => listeners.forEach((listener) => listener()) };
}

describe('preloadLocaleData', () => {
  it('starts one worker running loadLocaleData, however often the layout mounts', async () => {
    const { started } = stubWorker();
    const { preloadLocaleData } = await import('./preloadLocaleData.ts');
    preloadLocaleData();
    preloadLocaleData();
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/localeData\.worker\.ts$/);
    expect(started[0]!.options).toEqual({ type: 'module', name: 'locale-data' });
  });

  it('makes the page’s own formatters once the worker has loaded the data, and not before', async () => {
    const { reply } = stubWorker();
    const { preloadLocaleData } = await import('./preloadLocaleData.ts');
    preloadLocaleData();
    expect(loadLocaleData).not.toHaveBeenCalled();
    reply();
    expect(loadLocaleData).toHaveBeenCalledOnce();
  });

  it('does nothing where workers do not exist', async () => {
    vi.stubGlobal('Worker', undefined);
    const { preloadLocaleData } = await import('./preloadLocaleData.ts');
    expect(() => preloadLocaleData()).not.toThrow();
    expect(loadLocaleData).not.toHaveBeenCalled();
  });
});
