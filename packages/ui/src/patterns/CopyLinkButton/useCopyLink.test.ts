import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './useCopyLink';

describe('absoluteUrl', () => {
  it('makes copied links absolute', () => {
    expect(absoluteUrl('/cenit-demo/organismos/mi', 'https://siipro.example.gob.ar/x/y')).toBe(
      'https://siipro.example.gob.ar/cenit-demo/organismos/mi',
    );
    expect(absoluteUrl('https://otro.example/a', 'https://siipro.example.gob.ar/')).toBe('https://otro.example/a');
  });
});
