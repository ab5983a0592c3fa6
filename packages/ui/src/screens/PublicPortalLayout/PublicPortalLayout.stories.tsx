import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { publicPortalHrefs } from '../PublicProjectList/PublicProjectList.samples';
import { PublicPortalLayout } from './PublicPortalLayout';

const meta = {
  title: 'Pantallas/PublicPortalLayout',
  component: PublicPortalLayout,
  tags: ['autodocs', 'responsive'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The public portal’s frame (issue 45), for a visitor who is not signed in: the tenant’s logo and name, ' +
          'the sections Proyectos, Mapa, Organismos and Datos abiertos with the current one marked, and the page.',
      },
    },
  },
  args: {
    tenant: { name: 'Ministerio de Infraestructura y Servicios Públicos de la Provincia de Buenos Aires', logo: null },
    hrefs: publicPortalHrefs,
    current: 'projects',
    heading: 'Proyectos publicados',
    children: <p>Contenido de la página.</p>,
  },
} satisfies Meta<typeof PublicPortalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Secciones del portal' });
    await expect(within(nav).getByRole('link', { name: 'Proyectos' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Datos abiertos' })).toHaveAttribute(
      'href',
      '/publico/cenit-demo/datos-abiertos',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Proyectos publicados' })).toBeVisible();
    await expect(canvas.getByRole('main', { name: `Portal público de ${args.tenant!.name}` })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { tenant: null, current: 'openData' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Datos abiertos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  // The `responsive` tag already shoots every story at 360 px.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};

/** Try another section and heading: here the open data page. */
export const Playground: Story = {
  args: { current: 'openData', heading: 'Datos abiertos' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Secciones del portal' }));
    await expect(nav.getByRole('link', { name: 'Datos abiertos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Proyectos' })).not.toHaveAttribute('aria-current');
  },
};
