import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '@siipro/domain';
import { sampleLogo } from '../../primitives/Avatar/Avatar.samples';
import { DemoBanner } from '../../screens/DemoBanner';
import { TenantSwitcher } from '../../screens/TenantSwitcher';
import { TopNav } from '../../screens/TopNav';
import { UserMenu } from '../../screens/UserMenu';
import { AppShell } from './AppShell';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';

const tenants = [
  { slug: 'cenit-demo', name: 'CENIT Demo', logo: null },
  { slug: 'obras-publicas', name: 'Obras Públicas', logo: sampleLogo('#1F3A93', 'tower') },
];

function ShellTopNav({ tenantSlug, currentPath }: { tenantSlug: string; currentPath: string }) {
  return (
    <TopNav
      tenantSlug={tenantSlug}
      currentPath={currentPath}
      tenantSwitcher={<TenantSwitcher tenants={tenants} activeSlug={tenantSlug} onSelect={fn()} />}
      userMenu={
        <UserMenu
          user={{ name: 'Juan Pérez', email: 'editor@siipro.test' }}
          roleLabel="Editor"
          profileHref={paths.profile(tenantSlug)}
          onLogout={fn()}
          year={2026}
        />
      }
    />
  );
}

/** A page body standing in for the dashboard, long enough to scroll. */
function SamplePage() {
  const projects = [
    'Repavimentación de la Ruta Provincial 6 — tramo Río Cuarto',
    'Acueducto Villa María – San Francisco',
    'Hospital Regional de Cruz del Eje: ampliación de guardia',
    'Red de ciclovías del Gran Córdoba',
  ];
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '60rem' }}>
      <h1 style={{ margin: 0 }}>Tu actividad</h1>
      <h2 style={{ margin: 0, fontSize: '1.125rem' }}>Proyectos recientes</h2>
      <ul style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
        {projects.map((name) => (
          <li key={name} style={{ padding: '1rem', border: '1px solid #D5DAE1', borderRadius: 10, background: '#fff' }}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Patrones/AppShell',
  component: AppShell,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The frame of every page inside a tenant: a "Saltar al contenido" skip link (the first Tab stop, visible ' +
          'when focused), a sticky `header` landmark with the optional banner (DemoBanner in the demo tenant) and ' +
          'the TopNav, and the `main` landmark. The skip link moves focus to the main content without touching the ' +
          'URL.',
      },
    },
  },
  args: {
    topNav: <ShellTopNav tenantSlug="obras-publicas" currentPath="/obras-publicas/actividad" />,
    children: <SamplePage />,
  },
  argTypes: { topNav: { control: false }, banner: { control: false }, children: { control: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('heading', { name: 'Tu actividad' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { skipLinkLabel: 'Ir al contenido principal' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: args.skipLinkLabel })).toHaveFocus();
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    // Off screen until focused.
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    const urlBefore = canvasElement.ownerDocument.location.href;
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvasElement.ownerDocument.location.href).toBe(urlBefore);
    // The next Tab continues from the content, not from the top bar.
    await userEvent.tab();
    await expect(canvas.getByRole('banner')).not.toContainElement(
      canvasElement.ownerDocument.activeElement as HTMLElement,
    );
  },
};

export const DemoTenant: Story = {
  args: {
    banner: <DemoBanner />,
    topNav: <ShellTopNav tenantSlug="cenit-demo" currentPath="/cenit-demo/actividad" />,
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    const note = within(header).getByRole('note');
    await expect(note).toHaveTextContent('se reinicia en cada despliegue');
    // The banner comes first, above the navigation.
    const nav = within(header).getByRole('navigation');
    await expect(note.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  args: {
    banner: <DemoBanner />,
    topNav: <ShellTopNav tenantSlug="cenit-demo" currentPath="/cenit-demo/actividad" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** A page that fills what the header leaves (the map): no padding, no page scroll, the page's box is the rest. */
function FillingPage() {
  return (
    <div
      data-testid="filling-page"
      style={{ flex: 1, display: 'grid', placeItems: 'center', background: '#DCE8F5', color: '#1F3A93' }}
    >
      <h1 style={{ margin: 0, fontSize: '1.25rem' }}>Mapa de proyectos</h1>
    </div>
  );
}

export const Filled: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    fill: true,
    topNav: <ShellTopNav tenantSlug="cenit-demo" currentPath="/cenit-demo/mapa" />,
    children: <FillingPage />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByTestId('filling-page');
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const box = page.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    // Right under the top bar, edge to edge, down to the bottom of the window; the page does not scroll.
    await expect(Math.round(box.top)).toBe(Math.round(header.bottom));
    await expect(Math.round(box.left)).toBe(0);
    await expect(Math.round(box.bottom)).toBe(view.innerHeight);
    await expect(canvasElement.ownerDocument.scrollingElement!.scrollHeight).toBeLessThanOrEqual(view.innerHeight);
  },
};
