import type { Meta, StoryObj } from '@storybook/react-vite';
import { SETTINGS_SECTIONS, messages, paths } from '@siipro/domain';
import { expect, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { SideMenu } from './SideMenu';

const reportsItems = [{ key: 'priorityDistribution', label: messages.nav.priorityDistribution, href: paths.reports() }];

// What the tenant settings' side menu will hold (platform.md §2), to show a menu of several entries.
const settingsItems = SETTINGS_SECTIONS.map((section) => ({
  key: section,
  label: messages.settings.menu[section],
  href: paths.settings('cenit-demo', section),
}));

const meta = {
  title: 'Patrones/SideMenu',
  component: SideMenu,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The side menu of an area with pages of its own — the reports area\'s "Reportes" > "Distribución por ' +
          'Prioridad" (platform.md §2). A navigation landmark named by its title; entries are real `<a href>` whose ' +
          'plain clicks go through the LinkProvider; the current entry has `aria-current="page"`, primary text and a ' +
          'bar at its start. The title is a label, not a heading, so the page keeps its h1 first.',
      },
    },
  },
  args: { title: messages.nav.reports, items: reportsItems, currentKey: 'priorityDistribution' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Reportes' });
    const link = within(nav).getByRole('link', { name: 'Distribución por Prioridad' });
    await expect(link).toHaveAttribute('href', '/reports');
    await expect(link).toHaveAttribute('aria-current', 'page');
    // A label, not a heading: the page's h1 stays its first heading.
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Playground: Story = {
  args: { title: messages.nav.settings, items: settingsItems, currentKey: 'accesos' },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.title });
    await expect(within(nav).getAllByRole('link')).toHaveLength(args.items.length);
  },
};

/** Several entries, the current one marked; the others are plain links. */
export const SeveralEntries: Story = {
  args: { title: messages.nav.settings, items: settingsItems, currentKey: 'accesos' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Configuración' });
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: 'Miembros y Accesos' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dominios' })).not.toHaveAttribute('aria-current');
  },
};

/** No entry is current (e.g. an area's index page): nothing is marked. */
export const NoneCurrent: Story = {
  args: { title: messages.nav.settings, items: settingsItems, currentKey: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(0);
  },
};

/** Clicks and Enter go through the LinkProvider (client-side navigation), not a page load. */
export const NavigatesThroughTheProvider: Story = {
  args: { title: messages.nav.settings, items: settingsItems, currentKey: 'general' },
  play: async ({ canvasElement, loaded }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Configuración' }));
    await userEvent.click(nav.getByRole('link', { name: 'Dominios' }));
    await expect(loaded.navigate).toHaveBeenCalledWith('/cenit-demo/tenant/configuracion/dominios');
    nav.getByRole('link', { name: 'Acerca de' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(loaded.navigate).toHaveBeenLastCalledWith('/cenit-demo/tenant/configuracion/acerca');
  },
};

/** At 360 px the menu takes the width it is given and never scrolls sideways. */
export const Narrow: Story = {
  ...atNarrowWidth,
  args: { title: messages.nav.settings, items: settingsItems, currentKey: 'general' },
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Configuración' })).toBeVisible();
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
