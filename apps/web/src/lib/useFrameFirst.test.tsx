// @vitest-environment jsdom
// A layout's frame commits before its screen: the first commit holds the frame alone, the screen comes in a commit of
// its own, and the layout's later renders keep the screen.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useFrameFirst } from './useFrameFirst.ts';

afterEach(cleanup);

it('commits the frame alone first, then the screen, and keeps the screen on later renders', async () => {
  const commits: string[] = [];
  let rerender: () => void = () => undefined;
  function Layout() {
    const screenMayRender = useFrameFirst();
    const [, setCount] = useState(0);
    rerender = () => setCount((count) => count + 1);
    useLayoutEffect(() => {
      commits.push(screenMayRender ? 'frame + screen' : 'frame');
    });
    return (
      <div>
        <header>Marco</header>
        {screenMayRender ? <main>Pantalla</main> : null}
      </div>
    );
  }

  await act(async () => {
    render(<Layout />);
  });
  expect(commits).toEqual(['frame', 'frame + screen']);
  expect(screen.getByText('Pantalla')).toBeTruthy();

  act(() => rerender());
  expect(commits.at(-1)).toBe('frame + screen');
});
