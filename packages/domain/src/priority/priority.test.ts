import { describe, expect, it } from 'vitest';
import { PRIORITIES, isPriority, priorityLabel, priorityTone } from './priority.ts';

describe('priority', () => {
  it('lists Alta, Media, Baja', () => {
    expect(PRIORITIES).toEqual(['Alta', 'Media', 'Baja']);
    expect(isPriority('Media')).toBe(true);
    expect(isPriority('media')).toBe(false);
  });

  it.each([
    ['Alta', 'red'],
    ['Media', 'orange'],
    ['Baja', 'green'],
    ['Urgente', 'blue'],
    [null, 'blue'],
    [undefined, 'blue'],
  ])('tone of %s is %s', (priority, tone) => {
    expect(priorityTone(priority)).toBe(tone);
  });

  it('labels the icon tooltip', () => {
    expect(priorityLabel('Alta')).toBe('Prioridad: Alta');
    expect(priorityLabel(null)).toBe('Sin prioridad asignada');
    expect(priorityLabel('  ')).toBe('Sin prioridad asignada');
  });
});
