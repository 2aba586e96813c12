import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  afterEach(() => {
    scrollTo(0);
  });

  it('turns true past the threshold and false again above it', () => {
    const { result } = renderHook(() => useScrolledPast(300));
    expect(result.current).toBe(false);
    act(() => {
      scrollTo(300);
    });
    expect(result.current).toBe(false);
    act(() => {
      scrollTo(301);
    });
    expect(result.current).toBe(true);
    act(() => {
      scrollTo(12);
    });
    expect(result.current).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const { result, unmount } = renderHook(() => useScrolledPast(10));
    unmount();
    act(() => {
      scrollTo(500);
    });
    expect(result.current).toBe(false);
  });
});
