// LinkProvider: hrefs under the router's base, and client-side navigation on plain clicks only.
import { act, useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, useLinkNavigation, type LinkNavigation } from './LinkProvider';
import { setUpReactRoot } from '../testing/reactRoot';

const view = setUpReactRoot();

const { render } = view;

/** Renders `useLinkNavigation()` and hands its value out. */
function navigationUnder(wrap: (children: ReactNode) => ReactNode): LinkNavigation {
  let captured: LinkNavigation | undefined;
  const capture = (value: LinkNavigation) => {
    captured = value;
  };
  function Capture({ onValue }: { onValue: (value: LinkNavigation) => void }) {
    const navigation = useLinkNavigation();
    useEffect(() => onValue(navigation), [onValue, navigation]);
    return null;
  }
  render(wrap(<Capture onValue={capture} />));
  if (!captured) throw new Error('useLinkNavigation did not render');
  return captured;
}

function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const { linkProps } = useLinkNavigation();
  return <a {...linkProps(to)}>{children}</a>;
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
};

describe('useLinkNavigation', () => {
  it('leaves hrefs as they are without a provider', () => {
    const navigation = navigationUnder((children) => children);
    expect(navigation.href('/t/cenit-demo/proyectos')).toBe('/t/cenit-demo/proyectos');
  });

  it("puts in-app paths under the router's base and leaves external and relative ones alone", () => {
    const navigate = vi.fn();
    const underBasename = navigationUnder((children) => (
      <LinkProvider navigate={navigate} useHref={(to) => `/siipro${to}`}>
        {children}
      </LinkProvider>
    ));
    expect(underBasename.href('/t/cenit-demo/proyectos')).toBe('/siipro/t/cenit-demo/proyectos');
    expect(underBasename.href('https://www.argentina.gob.ar/')).toBe('https://www.argentina.gob.ar/');
    expect(underBasename.href('//cdn.example.org/x')).toBe('//cdn.example.org/x');
    expect(underBasename.href('proyectos')).toBe('proyectos');

    const hashRouter = navigationUnder((children) => (
      <LinkProvider navigate={navigate} useHref={(to) => `#${to}`}>
        {children}
      </LinkProvider>
    ));
    expect(hashRouter.href('/proyectos')).toBe('#/proyectos');
  });

  it('navigates client-side on a plain left click with the unprefixed path', () => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate} useHref={(to) => `/siipro${to}`}>
        <AppLink to="/t/cenit-demo/proyectos">Proyectos</AppLink>
      </LinkProvider>,
    );
    const link = view.container.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/siipro/t/cenit-demo/proyectos');
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/t/cenit-demo/proyectos');
  });

  it('lets the browser handle modified clicks, other buttons and external links', () => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <AppLink to="/proyectos">Proyectos</AppLink>
        <AppLink to="https://www.argentina.gob.ar/">Argentina.gob.ar</AppLink>
      </LinkProvider>,
    );
    const [internal, external] = Array.from(view.container.querySelectorAll('a'));
    // Cancel the browser's own navigation after our handler ran, so the test page stays put.
    const stopNavigation = (event: Event) => event.preventDefault();
    for (const [link, init] of [
      [internal, { ctrlKey: true }],
      [internal, { metaKey: true }],
      [internal, { shiftKey: true }],
      [internal, { button: 1 }],
      [external, {}],
    ] as const) {
      let preventedByLink = false;
      const observe = (event: Event) => {
        preventedByLink = event.defaultPrevented;
        stopNavigation(event);
      };
      document.addEventListener('click', observe, { once: true });
      click(link as Element, init);
      expect(preventedByLink).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
