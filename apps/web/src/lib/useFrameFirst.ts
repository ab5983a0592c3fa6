// On a layout's first render, whether its screen may render yet. The frame (top bar, demo banner) commits on its own
// and the screen follows in a transition of its own, so the browser paints the frame while React renders the screen
// in slices: a first load shows its largest text (the demo banner) one commit sooner, and its two commits are two
// shorter tasks instead of one long one. Later navigations keep the layout mounted and do not wait.
import { startTransition, useEffect, useState } from 'react';

export function useFrameFirst(): boolean {
  const [screenMayRender, setScreenMayRender] = useState(false);
  useEffect(() => {
    startTransition(() => setScreenMayRender(true));
  }, []);
  return screenMayRender;
}
