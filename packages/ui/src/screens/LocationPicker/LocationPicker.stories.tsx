import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@siipro/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { waitForMapTiles } from '../../testing/maps';
import { atNarrowWidth, fitsViewport } from '../../testing/viewports';
import { LocationPicker, type LocationPickerProps, type LocationValues } from './LocationPicker';

const texts = messages.locationPicker;
const empty: LocationValues = { addressLine1: '', latitude: '', longitude: '' };
const placed: LocationValues = {
  addressLine1: 'Ruta Nacional 9 km 870, Villa de María del Río Seco, Departamento Río Seco, Córdoba',
  latitude: '-29,903612',
  longitude: '-63,723805',
};

/** The picker is controlled: the stories hold its value as the project form does, and report each change. */
function Stateful(props: LocationPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LocationPicker
      {...props}
      value={value}
      onChange={(changes) => {
        props.onChange(changes);
        setValue((current) => ({ ...current, ...changes }));
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/LocationPicker',
  component: LocationPicker,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Where a project is: the address, latitude and longitude typed by hand, and a map where a click places the ' +
          'pin and the pin can be dragged. Typing moves the pin; placing it fills the fields with 6 decimals; ' +
          '"Quitar ubicación" empties both coordinates. The keyboard alone (the fields) or the pointer alone (the ' +
          'map) can do it.',
      },
    },
  },
  args: { value: empty, onChange: fn(), onBlur: fn(), defaultCenter: { lat: -31.4201, lng: -64.1888 }, defaultZoom: 6 },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No place yet: the map on the tenant's centre, no pin, Quitar ubicación disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('group', { name: texts.mapLabel })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Marcador/ })).toBeNull();
    await expect(canvas.getByText(texts.noPin)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.clear })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: texts.clear })).toHaveAccessibleDescription(texts.clearUnavailable);
  },
};

export const Playground: Story = {
  tags: ['no-screenshot'],
  args: { value: placed, height: 320, baseLayer: 'ign-ar' },
  argTypes: { baseLayer: { control: 'inline-radio', options: ['ign-ar', 'osm'] } },
};

/** A placed pin with a long real address. */
export const WithPin: Story = {
  args: { value: placed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('img', { name: `Marcador de la ubicación: -29,903612, -63,723805` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.clear })).toBeEnabled();
  },
};

/** The keyboard alone: typing latitude and longitude (comma or point) puts the pin there; Quitar ubicación empties them. */
export const KeyboardEntry: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dirección' }));
    await userEvent.keyboard('Bv. Oroño 1200, Rosario');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Latitud' })).toHaveFocus();
    await userEvent.keyboard('-32,9468');
    await userEvent.tab();
    await userEvent.keyboard('-60.6393');
    await expect(canvas.getByRole('img', { name: 'Marcador de la ubicación: -32,9468, -60.6393' })).toBeVisible();
    await expect(args.onBlur).toHaveBeenCalledWith('latitude');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.clear })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: texts.clear }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: '', longitude: '' });
    await expect(canvas.getByRole('textbox', { name: 'Latitud' })).toHaveValue('');
    await expect(canvas.queryByRole('img', { name: /Marcador/ })).toBeNull();
  },
};

/** The pointer alone: a click on the map places the pin there and fills both fields with at most 6 decimals. */
export const ClickToPlace: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    const map = canvas.getByRole('group', { name: texts.mapLabel });
    const box = map.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: map.querySelector('.pigeon-tiles img')!,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const latitude = canvas.getByRole('textbox', { name: 'Latitud' }) as HTMLInputElement;
    // The map's centre (Córdoba) within a few pixels.
    await expect(latitude.value).toMatch(/^-31,\d{1,6}$/);
    await expect((canvas.getByRole('textbox', { name: 'Longitud' }) as HTMLInputElement).value).toMatch(
      /^-64,\d{1,6}$/,
    );
    await expect(canvas.getByRole('img', { name: /^Marcador de la ubicación: -31,/ })).toBeVisible();
  },
};

/** Dragging the pin moves the place: the fields follow where it is dropped. */
export const DragPin: Story = {
  tags: ['no-screenshot'],
  args: { value: placed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    const pin = canvas.getByRole('img', { name: /^Marcador de la ubicación/ });
    const box = pin.getBoundingClientRect();
    const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    const end = { clientX: start.clientX + 80, clientY: start.clientY - 40 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: pin, coords: start },
      { target: pin, coords: { clientX: start.clientX + 40, clientY: start.clientY - 20 } },
      { target: pin, coords: end },
      { keys: '[/MouseLeft]', target: pin, coords: end },
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    // East and north of where it was: a longitude greater than -63,72 and a latitude greater than -29,90.
    const latitude = Number(
      (canvas.getByRole('textbox', { name: 'Latitud' }) as HTMLInputElement).value.replace(',', '.'),
    );
    const longitude = Number(
      (canvas.getByRole('textbox', { name: 'Longitud' }) as HTMLInputElement).value.replace(',', '.'),
    );
    await expect(longitude).toBeGreaterThan(-63.72);
    await expect(latitude).toBeGreaterThan(-29.9);
  },
};

/** The form's errors beside the fields: half a pair and a latitude off the globe. */
export const Errors: Story = {
  args: {
    value: { addressLine1: 'Av. Colón 1450, Córdoba', latitude: '95', longitude: '' },
    errors: {
      latitude: messages.projectForm.validation.latitudeInvalid,
      longitude: messages.projectForm.validation.coordinatesPaired,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Latitud' })).toHaveAccessibleDescription(
      messages.projectForm.validation.latitudeInvalid,
    );
    await expect(canvas.getByRole('textbox', { name: 'Longitud' })).toHaveAttribute('aria-invalid', 'true');
    // No pin for a place that is not on the globe.
    await expect(canvas.queryByRole('img', { name: /Marcador/ })).toBeNull();
  },
};

export const Narrow: Story = {
  ...atNarrowWidth,
  tags: ['responsive'],
  args: { value: placed },
  play: async ({ canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(fitsViewport(canvasElement)).toBe(true);
  },
};
