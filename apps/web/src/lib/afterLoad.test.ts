// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadOrInteraction } from './afterLoad.ts';

describe('afterLoadOrInteraction', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once the page has loaded and the browser is idle, not before', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterLoadOrInteraction(task);
    // jsdom has loaded its document and has no requestIdleCallback: the short timeout stands in for it.
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once at the first key or pointer press, and only once', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterLoadOrInteraction(task);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(task).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(250);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled (the page went away first)', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterLoadOrInteraction(task)();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(250);
    expect(task).not.toHaveBeenCalled();
  });
});
