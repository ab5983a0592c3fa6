// Work a page wants soon but not before it has shown: downloads that would otherwise compete with the page's own
// files and first render for the network and the main thread.

/**
 * Runs `task` once, when the page has loaded and the browser is next idle, or at the person's first pointer press,
 * key or focus on the page if that comes sooner (the task is then needed at once). Returns a cancel function.
 */
export function afterLoadOrInteraction(task: () => void, target: Window = window): () => void {
  let done = false;
  let cancelIdle: () => void = () => undefined;
  const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

  const run = () => {
    if (done) return;
    cancel();
    done = true;
    task();
  };
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') {
      const handle = target.requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => target.cancelIdleCallback(handle);
    } else {
      const handle = target.setTimeout(run, 200);
      cancelIdle = () => target.clearTimeout(handle);
    }
  };
  function cancel() {
    done = true;
    target.removeEventListener('load', whenIdle);
    for (const type of interactions) target.removeEventListener(type, run, true);
    cancelIdle();
  }

  for (const type of interactions) target.addEventListener(type, run, { capture: true, passive: true });
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
  return cancel;
}
