import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEACHING_LOAD_MS, useSimulatedLoad } from './use-simulated-load';

describe('useSimulatedLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads for 500 ms', () => {
    expect(TEACHING_LOAD_MS).toBe(500);
    const { result } = renderHook(() => useSimulatedLoad('finding-your-purpose'));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('loads again when the teaching changes', () => {
    const { result, rerender } = renderHook(({ slug }) => useSimulatedLoad(slug), {
      initialProps: { slug: 'finding-your-purpose' },
    });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
    rerender({ slug: 'healing-through-faith' });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });
});
