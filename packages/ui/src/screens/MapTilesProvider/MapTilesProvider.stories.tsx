import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCompleteProject, type MapBaseLayerKey } from '@siipro/domain';
import { waitForMapTiles } from '../../testing/maps';
import { MiniMap } from '../MiniMap';
import { MapTilesProvider } from './MapTilesProvider';

// Storybook's own local tiles (public/map-tiles, see .storybook/preview.tsx): nothing reaches a tile server.
const LOCAL_TILES: Record<MapBaseLayerKey, string> = { 'ign-ar': '/map-tiles/ign-ar.png', osm: '/map-tiles/osm.png' };

interface MapTilesProviderExampleProps {
  /** The template the provider gives the IGN layer (a local image here; an app passes its tile server's). */
  ignTemplate: string;
  /** The base layer the map under the provider draws. */
  baseLayer: MapBaseLayerKey;
}

/** A MiniMap under a MapTilesProvider of its own: its tiles come from the provider's template for its layer. */
function MapTilesProviderExample({ ignTemplate, baseLayer }: MapTilesProviderExampleProps) {
  return (
    <MapTilesProvider templates={{ ...LOCAL_TILES, 'ign-ar': ignTemplate }}>
      <div style={{ maxWidth: '24rem' }}>
        <MiniMap
          latitude={sampleCompleteProject.latitude!}
          longitude={sampleCompleteProject.longitude!}
          name={sampleCompleteProject.name}
          baseLayer={baseLayer}
        />
      </div>
    </MapTilesProvider>
  );
}

const meta = {
  title: 'Pantallas/MapTilesProvider',
  component: MapTilesProviderExample,
  subcomponents: { MapTilesProvider },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Where the kit's maps take their base-map tiles from: a URL template per base layer (`{x}`, `{y}`, `{-y}`, " +
          "`{z}`). Without a provider they are the public services (IGN's Argenmap, OpenStreetMap); an app passes its " +
          'own, and a layer left out or empty keeps its default. Here a MiniMap under a provider of local images.',
      },
    },
  },
  args: { ignTemplate: LOCAL_TILES['ign-ar'], baseLayer: 'ign-ar' },
  argTypes: {
    ignTemplate: { control: 'inline-radio', options: [LOCAL_TILES['ign-ar'], LOCAL_TILES.osm] },
    baseLayer: { control: 'inline-radio', options: ['ign-ar', 'osm'] },
  },
} satisfies Meta<typeof MapTilesProviderExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tile's address, once the map has drawn them all. */
async function tileSources(canvasElement: HTMLElement): Promise<string[]> {
  const map = within(canvasElement).getByRole('group', { name: `Mapa de ubicación: ${sampleCompleteProject.name}` });
  await waitForMapTiles(map);
  return Array.from(map.querySelectorAll<HTMLImageElement>('.pigeon-tiles img')).map(
    (tile) => new URL(tile.src).pathname,
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const sources = new Set(await tileSources(canvasElement));
    await expect([...sources]).toEqual([args.ignTemplate]);
  },
};

export const Playground: Story = {
  // The IGN layer given the other image: the map follows the provider, not a built-in server.
  args: { ignTemplate: LOCAL_TILES.osm },
  play: async ({ canvasElement }) => {
    const sources = new Set(await tileSources(canvasElement));
    await expect([...sources]).toEqual([LOCAL_TILES.osm]);
  },
};
