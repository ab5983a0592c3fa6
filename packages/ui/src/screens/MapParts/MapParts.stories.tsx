import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MAP_TILE_ATTRIBUTIONS, type MapBaseLayerKey, type MarkerTone } from '@siipro/domain';
import { Inline } from '../../primitives/Inline';
import { MapCredits, MarkerPin } from './mapParts';

interface MapPartsExampleProps {
  /** The pins' tones; `primary` is the pin without a tone (the theme's primary colour). */
  tones: readonly (MarkerTone | 'primary')[];
  /** The base layer whose credits are shown. */
  baseLayer: MapBaseLayerKey;
}

/** The pieces every map of the kit shares, outside a map: pins in their tones, and a base layer's credits. */
function MapPartsExample({ tones, baseLayer }: MapPartsExampleProps) {
  return (
    <div style={{ position: 'relative', minHeight: '8rem', maxWidth: '32rem' }}>
      <Inline space="2">
        {tones.map((tone) => (
          <MarkerPin key={tone} tone={tone === 'primary' ? undefined : tone} />
        ))}
      </Inline>
      <MapCredits baseLayer={baseLayer} />
    </div>
  );
}

const ALL_TONES: readonly (MarkerTone | 'primary')[] = [
  'primary',
  'blue',
  'purple',
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
];

const meta = {
  title: 'Pantallas/MapParts',
  component: MapPartsExample,
  subcomponents: { MarkerPin, MapCredits },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'What every map of the kit (MiniMap, LocationPicker, ProjectsMap) draws the same way, defined once: the ' +
          "30 px marker pin (decorative: the button around it carries the place's name), in the theme's primary " +
          "colour or a marker tone from the one tone recipe; the base layer's linked credits, in the map's bottom " +
          'right corner; and `EagerTile`, tiles that load at once. Shown here outside a map.',
      },
    },
  },
  args: { tones: ALL_TONES, baseLayer: 'ign-ar' },
  argTypes: {
    baseLayer: { control: 'inline-radio', options: ['ign-ar', 'osm'] },
    tones: { control: 'check', options: ALL_TONES },
  },
} satisfies Meta<typeof MapPartsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const pins = Array.from(canvasElement.querySelectorAll('svg'));
    await expect(pins.map((pin) => pin.dataset.tone)).toEqual([...args.tones]);
    // Decorative: hidden from assistive technology.
    for (const pin of pins) await expect(pin).toHaveAttribute('aria-hidden', 'true');
    const canvas = within(canvasElement);
    for (const credit of MAP_TILE_ATTRIBUTIONS['ign-ar']) {
      await expect(canvas.getByRole('link', { name: credit.label })).toHaveAttribute('href', credit.href);
    }
  },
};

export const Playground: Story = {
  args: { tones: ['primary', 'purple'], baseLayer: 'osm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const credit of MAP_TILE_ATTRIBUTIONS.osm) {
      await expect(canvas.getByRole('link', { name: credit.label })).toHaveAttribute('href', credit.href);
    }
  },
};
