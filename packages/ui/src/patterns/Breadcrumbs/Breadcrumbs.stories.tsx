import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@siipro/domain';
import { expect, userEvent, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { Breadcrumbs } from './Breadcrumbs';

const organizationsHref = paths.organizations('cenit-demo');
const ministryHref = paths.organization('cenit-demo', 'ministerio-de-infraestructura');

const meta = {
  title: 'Patrones/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs', 'responsive'],
  parameters: {
    docs: {
      description: {
        component:
          'The trail above a screen ("Organismos > the organisation > Proyectos", portfolio.md §2.2): an ordered list ' +
          'in a "Migas de pan" navigation landmark. Items with `href` link through LinkProvider; the last item is ' +
          'the current page (`aria-current="page"`). The chevrons are CSS, not text.',
      },
    },
  },
  args: {
    items: [
      { label: 'Organismos', href: organizationsHref },
      { label: 'Ministerio de Infraestructura', href: ministryHref },
      { label: 'Proyectos' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Migas de pan' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trail = within(nav(canvasElement));
    await expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Organismos',
      'Ministerio de Infraestructura',
      'Proyectos',
    ]);
    await expect(trail.getByRole('link', { name: 'Organismos' })).toHaveAttribute('href', organizationsHref);
    await expect(trail.getByText('Proyectos')).toHaveAttribute('aria-current', 'page');
    await expect(trail.queryByRole('link', { name: 'Proyectos' })).toBeNull();
  },
};

export const Playground: Story = {
  args: { items: [{ label: 'Programas', href: paths.programs('cenit-demo') }, { label: 'Plan Energía Limpia' }] },
  play: async ({ canvasElement, args }) => {
    await expect(within(nav(canvasElement)).getAllByRole('listitem')).toHaveLength(args.items.length);
  },
};

/** Without an organisation in scope the trail is just "Proyectos". */
export const SingleItem: Story = {
  args: { items: [{ label: 'Proyectos' }] },
  play: async ({ canvasElement }) => {
    const trail = within(nav(canvasElement));
    await expect(trail.getByText('Proyectos')).toHaveAttribute('aria-current', 'page');
    await expect(trail.queryAllByRole('link')).toHaveLength(0);
  },
};

export const NavigatesThroughTheProvider: Story = {
  play: async ({ canvasElement, loaded }) => {
    const trail = within(nav(canvasElement));
    await userEvent.tab();
    await expect(trail.getByRole('link', { name: 'Organismos' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(loaded.navigate).toHaveBeenCalledWith(ministryHref);
    await userEvent.click(trail.getByRole('link', { name: 'Organismos' }));
    await expect(loaded.navigate).toHaveBeenLastCalledWith(organizationsHref);
  },
};

/** Long names wrap instead of widening the page. */
export const LongNames: Story = {
  ...atNarrowWidth,
  args: {
    items: [
      { label: 'Organismos', href: organizationsHref },
      { label: 'Administración Provincial del Agua del Chaco', href: paths.organization('cenit-demo', 'apa-chaco') },
      { label: 'Programa de Salud Comunitaria - Región Centro', href: '/cenit-demo/programas/lista' },
      { label: 'Proyectos' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
