// The 4000 ms default and the pause arithmetic, with fake timers: exact times no play function can check without
// waiting in real time.
import { act, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, loadToast } from './ToastProvider';
import type { ToastApi } from './toastTypes';
import { useToast } from './useToast';
import { setUpReactRoot } from '../../testing/reactRoot';

const view = setUpReactRoot();
let api: ToastApi;

const captureApi = (value: ToastApi) => {
  api = value;
};

function CaptureApi({ onApi }: { onApi: (value: ToastApi) => void }) {
  const value = useToast();
  useEffect(() => onApi(value), [onApi, value]);
  return null;
}

const messages = () => Array.from(view.container.querySelectorAll('li')).map((item) => item.textContent);

beforeEach(async () => {
  // The provider loads the toast itself with the first toast; here it is there from the start, as after one.
  await loadToast();
  vi.useFakeTimers();
  view.render(
    <ToastProvider>
      <CaptureApi onApi={captureApi} />
    </ToastProvider>,
  );
});

afterEach(() => {
  // Before the root's own clean-up (hooks after each test run last-registered first), which unmounts it.
  vi.useRealTimers();
});

describe('Toast timing', () => {
  it('closes after 4000 ms by default', () => {
    act(() => void api.show({ type: 'error', message: 'No se pudo guardar el proyecto' }));
    act(() => vi.advanceTimersByTime(3999));
    expect(messages()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toHaveLength(0);
  });

  it('honours a custom duration per toast', () => {
    act(() => void api.show({ type: 'info', message: 'Breve', duration: 1000 }));
    act(() => void api.show({ type: 'info', message: 'Larga', duration: 3000 }));
    act(() => vi.advanceTimersByTime(1000));
    expect(messages()).toEqual(['Información: Larga']);
    act(() => vi.advanceTimersByTime(2000));
    expect(messages()).toEqual([]);
  });

  it('keeps the remaining time while the pointer is over the toast', () => {
    act(() => void api.show({ type: 'success', message: 'Proyecto actualizado' }));
    act(() => vi.advanceTimersByTime(3000));
    const toast = view.container.querySelector('li')!;
    // React listens to mouseover/mouseout to synthesise enter and leave.
    act(() => toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    act(() => vi.advanceTimersByTime(60_000));
    expect(messages()).toHaveLength(1);
    act(() => toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    act(() => vi.advanceTimersByTime(999));
    expect(messages()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toHaveLength(0);
  });

  it('stays until closed when the duration is Infinity', () => {
    let id = '';
    act(() => {
      id = api.show({ type: 'info', message: 'Fija', duration: Infinity });
    });
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(messages()).toHaveLength(1);
    act(() => api.dismiss(id));
    expect(messages()).toHaveLength(0);
  });
});
