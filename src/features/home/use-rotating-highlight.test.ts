import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotatingHighlight } from './use-rotating-highlight';

describe('useRotatingHighlight', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves to the next item every interval and wraps around', () => {
    const { result } = renderHook(() => useRotatingHighlight(3, 5000));
    expect(result.current.active).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.active).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.active).toBe(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.active).toBe(0);
  });

  it('carries on from a chosen item, a full interval later', () => {
    const { result } = renderHook(() => useRotatingHighlight(3, 5000));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.highlight(2));
    expect(result.current.active).toBe(2);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.active).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.active).toBe(0);
  });

  it('stands still while paused', () => {
    const { result, rerender } = renderHook(({ paused }) => useRotatingHighlight(3, 5000, paused), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.active).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.active).toBe(1);
  });
});
