import { describe, expect, it } from 'vitest';
import { selectFilterDisplay } from './selectFilterDisplay';

const priorities = [
  { value: 'Alta', label: 'Alta' },
  { value: 'Media', label: 'Media' },
  { value: 'Baja', label: 'Baja' },
];

describe('selectFilterDisplay', () => {
  it('shows nothing chosen', () => {
    expect(selectFilterDisplay(priorities, [])).toEqual({ first: null, more: null, labels: [] });
  });

  it('shows a single choice without a badge', () => {
    expect(selectFilterDisplay(priorities, ['Media'])).toEqual({ first: 'Media', more: null, labels: ['Media'] });
  });

  it('shows the first choice in option order and +N for the rest', () => {
    expect(selectFilterDisplay(priorities, ['Baja', 'Alta', 'Media'])).toEqual({
      first: 'Alta',
      more: '+2',
      labels: ['Alta', 'Media', 'Baja'],
    });
  });

  it('keeps values that have no option', () => {
    expect(selectFilterDisplay(priorities, ['Urgente', 'Baja'])).toEqual({
      first: 'Baja',
      more: '+1',
      labels: ['Baja', 'Urgente'],
    });
  });
});
