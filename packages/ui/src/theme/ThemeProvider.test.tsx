// ThemeProvider: the theme's variables reach its children and its portalled overlays; `global` themes <html>.
import { Portal } from '@ariakit/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { ThemeProvider, useThemeName } from './ThemeProvider';
import { themeClassNames } from './themes.css';
import { ponchoTokens, siiproTokens } from './tokens';
import { setUpReactRoot } from '../testing/reactRoot';

const view = setUpReactRoot();

const { render } = view;

const rgbOf = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

function PrimaryText({ children }: { children: ReactNode }) {
  return <span style={{ color: vars.color.primary }}>{children}</span>;
}

function ThemeName() {
  return <output>{useThemeName()}</output>;
}

describe('ThemeProvider', () => {
  it.each([
    ['siipro', siiproTokens],
    ['poncho', ponchoTokens],
  ] as const)('gives its children the %s variables and name', (theme, tokens) => {
    render(
      <ThemeProvider theme={theme}>
        <PrimaryText>Proyectos</PrimaryText>
        <ThemeName />
      </ThemeProvider>,
    );
    const wrapper = view.container.querySelector(`[data-theme="${theme}"]`) as HTMLElement;
    expect(wrapper.classList.contains(themeClassNames[theme])).toBe(true);
    expect(getComputedStyle(view.container.querySelector('span') as HTMLElement).color).toBe(
      rgbOf(tokens.color.primary),
    );
    expect(getComputedStyle(wrapper).backgroundColor).toBe(rgbOf(tokens.color.bg));
    expect(view.container.querySelector('output')?.textContent).toBe(theme);
  });

  it('defaults to the SIIPRO theme', () => {
    render(
      <ThemeProvider>
        <ThemeName />
      </ThemeProvider>,
    );
    expect(view.container.querySelector('output')?.textContent).toBe('siipro');
  });

  it('keeps portalled overlays inside the themed wrapper', () => {
    render(
      <ThemeProvider theme="poncho">
        <Portal>
          <PrimaryText>Diálogo</PrimaryText>
        </Portal>
      </ThemeProvider>,
    );
    const overlayText = Array.from(document.querySelectorAll('span')).find((span) => span.textContent === 'Diálogo');
    expect(overlayText).toBeDefined();
    expect(overlayText?.closest('[data-theme="poncho"]')).not.toBeNull();
    expect(getComputedStyle(overlayText as HTMLElement).color).toBe(rgbOf(ponchoTokens.color.primary));
  });

  it('themes <html> while mounted when global, and cleans up after itself', () => {
    const html = document.documentElement;
    render(<ThemeProvider theme="poncho" global />);
    expect(html.classList.contains(themeClassNames.poncho)).toBe(true);
    render(<ThemeProvider theme="siipro" global />);
    expect(html.classList.contains(themeClassNames.poncho)).toBe(false);
    expect(html.classList.contains(themeClassNames.siipro)).toBe(true);
    view.unmount();
    expect(html.classList.contains(themeClassNames.siipro)).toBe(false);
  });
});
