// A disabled button's reason: its tooltip's code loads after the button is on the page (Button.tsx), and neither the
// element nor a keyboard focus that reached it meanwhile is lost. In chromium, as the stories, with real loading.
import { describe, expect, it, vi } from 'vitest';
import { focusLikeAKeyboard } from '../../testing/keyboard';
import { AnchorTooltip } from '../Tooltip';
import { Button } from './Button';
import { setUpReactRoot } from '../../testing/reactRoot';

const REASON = 'Elige dos escenarios para compararlos.';

const view = setUpReactRoot({ actEnvironment: 'during-act' });

/** The tooltip's bubble once it shows (Ariakit renders it in a portal, outside the container). */
const shownTooltip = () => {
  const tooltip = document.querySelector('[role="tooltip"]');
  expect(tooltip?.textContent).toBe(REASON);
  return tooltip;
};

describe('Button with a disabled reason', () => {
  it('keeps the same <button>, and the focus on it, when the tooltip arrives', async () => {
    view.render(
      <Button disabled disabledReason={REASON}>
        Comparar
      </Button>,
    );
    // The first render: the tooltip's code is not there yet (Button loads it once the button is on the page).
    const button = view.container.querySelector('button')!;
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-description')).toBe(REASON);

    await focusLikeAKeyboard(button);
    await vi.waitFor(shownTooltip, { timeout: 10_000 });
    expect(view.container.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(button);
  });

  it('passes its element to the ref it is given', () => {
    const ref = { current: null as HTMLButtonElement | null };
    view.render(
      <Button ref={ref} disabled disabledReason={REASON}>
        Comparar
      </Button>,
    );
    expect(ref.current).toBe(view.container.querySelector('button'));
  });
});

describe('AnchorTooltip mounted after its anchor', () => {
  // The tooltip's root of its own, as under Button: the anchor is already on the page, outside it.
  const tooltipView = setUpReactRoot({ actEnvironment: 'during-act' });

  it('shows for a keyboard focus that reached the anchor before it mounted', async () => {
    const anchor = document.createElement('button');
    anchor.textContent = 'Comparar';
    view.container.append(anchor);
    await focusLikeAKeyboard(anchor);
    tooltipView.render(<AnchorTooltip anchor={anchor} content={REASON} mountedAfterAnchor />);

    await vi.waitFor(shownTooltip, { timeout: 10_000 });
    expect(document.activeElement).toBe(anchor);
  });
});
