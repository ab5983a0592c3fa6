import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './pageItems';

const text = (items: PageItem[]) => items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(text(pageItems(1, 1))).toBe('1');
    expect(text(pageItems(2, 5))).toBe('1 2 3 4 5');
  });

  it('puts an ellipsis on the far side of the current page', () => {
    expect(text(pageItems(1, 16))).toBe('1 2 … 16');
    expect(text(pageItems(16, 16))).toBe('1 … 15 16');
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(text(pageItems(8, 16))).toBe('1 … 7 8 9 … 16');
  });

  it('shows the single page of a one-page gap instead of an ellipsis', () => {
    expect(text(pageItems(4, 16))).toBe('1 2 3 4 5 … 16');
    expect(text(pageItems(13, 16))).toBe('1 … 12 13 14 15 16');
  });

  it('keys the two ellipses apart', () => {
    const keys = pageItems(8, 16).flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []));
    expect(keys).toEqual(['start', 'end']);
  });

  it('clamps the current page and treats no pages as one', () => {
    expect(text(pageItems(40, 3))).toBe('1 2 3');
    expect(text(pageItems(0, 0))).toBe('1');
  });
});
