import { describe, expect, it } from 'vitest';
import { formatMapPosition, parseMapPosition } from './mapPosition.ts';

describe('map position', () => {
  it('writes the URL position with 6 decimals and an integer zoom, and reads it only when all three parse', () => {
    expect(formatMapPosition({ lat: -31.4201, lng: -64.1888, zoom: 14.4 })).toBe('@-31.420100,-64.188800,14z');
    expect(parseMapPosition('@-31.420100,-64.188800,14z')).toEqual({ lat: -31.4201, lng: -64.1888, zoom: 14 });
    expect(parseMapPosition('-31.42,-64.18,9')).toEqual({ lat: -31.42, lng: -64.18, zoom: 9 });
    expect(parseMapPosition('@-31.42,abc,9z')).toBeNull();
    expect(parseMapPosition('@-31.42,-64.18')).toBeNull();
    expect(parseMapPosition(undefined)).toBeNull();
  });
});
