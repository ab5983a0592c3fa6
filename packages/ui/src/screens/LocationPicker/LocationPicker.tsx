import { useEffect, useRef, useState } from 'react';
import { Draggable, Map as PigeonMap } from 'pigeon-maps';
import {
  DEFAULT_BASE_LAYER,
  formatCoordinate,
  interpolate,
  MAP_DEFAULTS,
  messages,
  parseCoordinate,
  type MapBaseLayerKey,
} from '@siipro/domain';
import { Button } from '../../primitives/Button';
import { Grid } from '../../primitives/Grid';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { FormField } from '../../patterns/FormField';
import * as fieldStyles from '../../styles/formField.css';
import { EMBEDDED_MAP_SETTINGS, MapCredits, MarkerPin, PIN_ANCHOR_OFFSET } from '../MapParts';
import { useMapTileProvider } from '../MapTilesProvider';
import * as styles from './LocationPicker.css';

const texts = messages.locationPicker;
const labels = messages.projectForm.fields;

export type LocationField = 'addressLine1' | 'latitude' | 'longitude';
/** The three fields as typed (the project form's text values; coordinates with a decimal comma or point). */
export type LocationValues = Record<LocationField, string>;

export interface LocationPickerProps {
  /** The address, latitude and longitude as their fields hold them. */
  value: LocationValues;
  /** Any change: typing, a click on the map, a dragged pin (6 decimals) or Quitar ubicación. */
  onChange: (changes: Partial<LocationValues>) => void;
  /** A field lost focus (the form shows its error from then on). */
  onBlur?: (field: LocationField) => void;
  /** Each field's Spanish error, beside it. */
  errors?: Partial<Record<LocationField, string | null | undefined>>;
  /** Where the map looks while there is no pin: the tenant's map centre (MAP_DEFAULTS' by default). */
  defaultCenter?: { lat: number; lng: number };
  /** The zoom while there is no pin (the tenant's, 8 by default); with a pin, the detail panel's 10. */
  defaultZoom?: number;
  /** The base map; its tiles come from the nearest MapTilesProvider. */
  baseLayer?: MapBaseLayerKey;
  /** Height of the map in px. */
  height?: number;
  /** Announce the fields' errors as they appear (after a submit). */
  announceErrors?: boolean;
  className?: string;
}

/** Longitudes of a world the map repeats sideways, brought back to -180..180. */
const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** The pin's place when both fields read as coordinates on the globe; null otherwise (no pin). */
function pinOf(value: LocationValues): [number, number] | null {
  const lat = parseCoordinate(value.latitude);
  const lng = parseCoordinate(value.longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return [lat, lng];
}

/**
 * Where a project is (issue 42): the address, then latitude and longitude typed by hand, and a map where a click
 * places the pin and the pin can be dragged. Typing moves the pin (and the map follows it); placing or dragging the pin
 * fills the fields with 6 decimals, so the keyboard alone or the pointer alone can do it. "Quitar ubicación" empties
 * both coordinates.
 */
export function LocationPicker({
  value,
  onChange,
  onBlur,
  errors = {},
  defaultCenter = MAP_DEFAULTS.center,
  defaultZoom = MAP_DEFAULTS.zoom,
  baseLayer = DEFAULT_BASE_LAYER,
  height = 320,
  announceErrors = false,
  className,
}: LocationPickerProps) {
  const provider = useMapTileProvider(baseLayer);
  const pin = pinOf(value);
  const [view, setView] = useState<{ center: [number, number]; zoom: number }>(() => ({
    center: pin ?? [defaultCenter.lat, defaultCenter.lng],
    zoom: pin ? MAP_DEFAULTS.panelZoom : defaultZoom,
  }));
  // The pin the map itself placed: a pin that arrives otherwise (typed) brings the map to it.
  const placedByMap = useRef<string | null>(null);
  const pinKey = pin ? pin.join(',') : null;
  useEffect(() => {
    if (!pin || pinKey === placedByMap.current) return;
    setView((current) => ({ ...current, center: pin }));
    // Only a new place moves the map; pin is derived from pinKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pinKey]);

  const place = ([lat, lng]: [number, number]) => {
    const latitude = formatCoordinate(Math.max(-90, Math.min(90, lat)));
    const longitude = formatCoordinate(wrapLongitude(lng));
    placedByMap.current = [parseCoordinate(latitude), parseCoordinate(longitude)].join(',');
    onChange({ latitude, longitude });
  };

  const pinLabel = pin
    ? interpolate(texts.pin, { latitude: value.latitude.trim(), longitude: value.longitude.trim() })
    : texts.noPin;

  return (
    <Stack space="4" className={className}>
      <FormField label={labels.addressLine1} error={errors.addressLine1} announceError={announceErrors}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            autoComplete="street-address"
            value={value.addressLine1}
            onChange={(event) => onChange({ addressLine1: event.target.value })}
            onBlur={() => onBlur?.('addressLine1')}
          />
        )}
      </FormField>
      <Grid space="4" minColumnWidth="11rem">
        {(['latitude', 'longitude'] as const).map((field) => (
          <FormField key={field} label={labels[field]} error={errors[field]} announceError={announceErrors}>
            {(control) => (
              <input
                {...control}
                className={fieldStyles.input}
                inputMode="decimal"
                autoComplete="off"
                value={value[field]}
                onChange={(event) => onChange({ [field]: event.target.value })}
                onBlur={() => onBlur?.(field)}
              />
            )}
          </FormField>
        ))}
      </Grid>
      <p className={styles.status}>{texts.help}</p>
      <div role="group" aria-label={texts.mapLabel} className={styles.map} style={{ height }} data-location-map="">
        <PigeonMap
          center={view.center}
          zoom={view.zoom}
          onBoundsChanged={({ center, zoom }) => setView({ center, zoom })}
          provider={provider}
          // The wheel scrolls the form; Ctrl or ⌘ + wheel zooms.
          {...EMBEDDED_MAP_SETTINGS}
          onClick={({ latLng }) => place(latLng)}
        >
          {pin ? (
            <Draggable anchor={pin} offset={PIN_ANCHOR_OFFSET} onDragEnd={place} className={styles.pin}>
              <div role="img" aria-label={pinLabel} data-location-pin="">
                <MarkerPin />
              </div>
            </Draggable>
          ) : null}
        </PigeonMap>
        <MapCredits baseLayer={baseLayer} />
      </div>
      <Inline space="3" alignY="center">
        <p className={styles.status} aria-live="polite">
          {pinLabel}
        </p>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="close" />}
          disabled={value.latitude.trim() === '' && value.longitude.trim() === ''}
          disabledReason={texts.clearUnavailable}
          onClick={() => onChange({ latitude: '', longitude: '' })}
        >
          {texts.clear}
        </Button>
      </Inline>
    </Stack>
  );
}
