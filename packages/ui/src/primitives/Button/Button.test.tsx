// A disabled button's reason: its tooltip's code loads after the button is on the page (Button.tsx), and neither the
// element nor a keyboard focus that reached it meanwhile is lost. In chromium, as the stories, with real loading.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusLikeAKeyboard } from '../../testing/keyboard';
import { AnchorTooltip } from '../Tooltip';
import { Button } from './Button';

const REASON = 'Elige dos escenarios para compararlos.';

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  actNow(() => root.unmount());
  container.remove();
});

/**
 * A synchronous act(): the render is done when it returns. The flag is on only meanwhile, since what follows (the
 * tooltip's code arriving, focus) happens later on its own, as in a browser.
 */
function actNow(work: () => void) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(work);
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

function render(ui: ReactNode) {
  actNow(() => root.render(ui));
}

/** The tooltip's bubble once it shows (Ariakit renders it in a portal, outside the container). */
const shownTooltip = () => {
  const tooltip = document.querySelector('[role="tooltip"]');
  expect(tooltip?.textContent).toBe(REASON);
  return tooltip;
};

describe('Button with a disabled reason', () => {
  it('keeps the same <button>, and the focus on it, when the tooltip arrives', async () => {
    render(
      <Button disabled disabledReason={REASON}>
        Comparar
      </Button>,
    );
    // The first render: the tooltip's code is not there yet (Button loads it once the button is on the page).
    const button = container.querySelector('button')!;
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-description')).toBe(REASON);

    await focusLikeAKeyboard(button);
    await vi.waitFor(shownTooltip, { timeout: 10_000 });
    expect(container.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(button);
  });

  it('passes its element to the ref it is given', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} disabled disabledReason={REASON}>
        Comparar
      </Button>,
    );
    expect(ref.current).toBe(container.querySelector('button'));
  });
});

describe('AnchorTooltip mounted after its anchor', () => {
  it('shows for a keyboard focus that reached the anchor before it mounted', async () => {
    const anchor = document.createElement('button');
    anchor.textContent = 'Comparar';
    container.append(anchor);
    await focusLikeAKeyboard(anchor);
    const tooltipRoot = document.createElement('div');
    document.body.append(tooltipRoot);
    const tooltipReactRoot = createRoot(tooltipRoot);
    actNow(() => tooltipReactRoot.render(<AnchorTooltip anchor={anchor} content={REASON} mountedAfterAnchor />));

    await vi.waitFor(shownTooltip, { timeout: 10_000 });
    expect(document.activeElement).toBe(anchor);
    actNow(() => tooltipReactRoot.unmount());
    tooltipRoot.remove();
  });
});
