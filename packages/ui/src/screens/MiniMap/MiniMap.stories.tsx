import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCompleteProject } from '@siipro/domain';
import { waitForMapTiles } from '../../testing/maps';
import { MiniMap } from './MiniMap';

const meta = {
  title: 'Pantallas/MiniMap',
  component: MiniMap,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A small map of one place, as the project detail panel shows it: centred at zoom 10, draggable, no ' +
          "scroll-wheel zoom, a marker button with a popup (Escape closes it) and the tiles' credits. Tiles come " +
          'from `MapTilesProvider` (local images in Storybook).',
      },
    },
  },
  args: {
    latitude: sampleCompleteProject.latitude!,
    longitude: sampleCompleteProject.longitude!,
    name: sampleCompleteProject.name,
  },
  // The width of the detail page's right column (4 of 12 columns).
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof MiniMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: `Mapa de ubicación: ${sampleCompleteProject.name}` });
    await waitForMapTiles(map);
    const marker = canvas.getByRole('button', { name: `Marcador: ${sampleCompleteProject.name}` });
    await expect(marker).toHaveAttribute('aria-expanded', 'false');
    // The IGN's tiles are credited, with OpenStreetMap's data under them.
    await expect(canvas.getByRole('link', { name: '© Instituto Geográfico Nacional' })).toHaveAttribute(
      'href',
      'https://www.ign.gob.ar/',
    );
    await expect(canvas.getByRole('link', { name: '© colaboradores de OpenStreetMap' })).toBeVisible();

    // The wheel scrolls the page instead of zooming: the map neither cancels the event nor moves its tiles.
    const tiles = map.querySelector<HTMLElement>('.pigeon-tiles')!;
    const before = tiles.style.transform;
    const wheel = new WheelEvent('wheel', { deltaY: -240, bubbles: true, cancelable: true });
    tiles.dispatchEvent(wheel);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(wheel.defaultPrevented).toBe(false);
    await expect(map.querySelector<HTMLElement>('.pigeon-tiles')!.style.transform).toBe(before);
  },
};

export const OpenStreetMap: Story = {
  args: { baseLayer: 'osm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    await expect(canvasElement.querySelector('.pigeon-tiles img')).toHaveAttribute('src', '/map-tiles/osm.png');
    await expect(canvas.getByRole('link', { name: '© colaboradores de OpenStreetMap' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '© Instituto Geográfico Nacional' })).toBeNull();
  },
};

export const PopupOpen: Story = {
  args: { defaultPopupOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    const marker = canvas.getByRole('button', { name: `Marcador: ${sampleCompleteProject.name}` });
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
    const popup = canvasElement.ownerDocument.getElementById(marker.getAttribute('aria-controls')!);
    await expect(popup).toHaveTextContent(sampleCompleteProject.name);
    // A click on the map itself (away from the marker) closes the popup. pigeon-maps reads the pointer's position, so
    // the click carries real coordinates.
    const box = canvas.getByRole('group').getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: canvasElement.querySelector('.pigeon-tiles img')!,
      coords: { clientX: box.left + 20, clientY: box.top + 20 },
    });
    await expect(marker).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(marker);
    await expect(marker).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Playground: Story = {
  args: { zoom: 10, height: 240, baseLayer: 'ign-ar' },
  argTypes: {
    baseLayer: { control: 'inline-radio', options: ['ign-ar', 'osm'] },
    zoom: { control: { type: 'range', min: 3, max: 18, step: 1 } },
  },
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(within(canvasElement).getByRole('group')).toHaveStyle({ height: '240px' });
  },
};
