// Test helper (not exported by the package): a React root of its own for each test of a file, without a testing
// library. Before each test a container is appended to the page and a root created in it; after each, the root is
// unmounted (if the test did not) and the container removed.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface ReactRootOptions {
  /**
   * When React's act() environment flag is on: `'always'` (the default) from the root's creation on, as a testing
   * library sets it; `'during-act'` only while a render or an `act` of this helper runs, for a test in which what
   * follows (code arriving later, focus) happens on its own, as in a browser, without act() warnings.
   */
  actEnvironment?: 'always' | 'during-act';
}

export interface TestReactRoot {
  /** The element the root renders into (on the page). */
  readonly container: HTMLDivElement;
  /** Renders `ui` into the root; done when it returns. */
  render(ui: ReactNode): void;
  /** Runs `work` inside act(): its updates are done when it returns. */
  act(work: () => void): void;
  /** Unmounts the root now (a test of what unmounting does); the next render mounts anew. */
  unmount(): void;
}

const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Call at the top of a test file (or of a `describe`): the root and container its tests use, made afresh before each
 * test. Register timers or other set-up after it, so that it runs once the root exists.
 */
export function setUpReactRoot({ actEnvironment = 'always' }: ReactRootOptions = {}): TestReactRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;

  const inAct = (work: () => void) => {
    if (actEnvironment === 'always') {
      act(work);
      return;
    }
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    try {
      act(work);
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = false;
    }
  };
  const mounted = () => {
    if (!container) throw new Error('setUpReactRoot: the root exists only while a test runs.');
    root ??= createRoot(container);
    return root;
  };
  const unmount = () => {
    const current = root;
    root = undefined;
    if (current) inAct(() => current.unmount());
  };

  beforeEach(() => {
    if (actEnvironment === 'always') scope.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    unmount();
    container?.remove();
    container = undefined;
  });

  return {
    get container() {
      if (!container) throw new Error('setUpReactRoot: the container exists only while a test runs.');
      return container;
    },
    render: (ui) => {
      const current = mounted();
      inAct(() => current.render(ui));
    },
    act: inAct,
    unmount,
  };
}
