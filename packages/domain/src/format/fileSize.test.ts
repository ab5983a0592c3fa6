import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

describe('formatFileSize', () => {
  it('writes bytes, KB, MB and GB in es-AR with one decimal at most', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(820)).toBe('820 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2_345_678)).toBe('2,2 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('moves to the next unit instead of writing 1024 of one', () => {
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1200 * 1024)).toBe('1,2 MB');
  });

  it('gives "-" for a missing or impossible size', () => {
    expect(formatFileSize(null)).toBe('-');
    expect(formatFileSize(undefined)).toBe('-');
    expect(formatFileSize(-1)).toBe('-');
    expect(formatFileSize(Number.NaN)).toBe('-');
  });
});
