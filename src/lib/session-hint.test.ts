import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionHint, subscribeSessionHint, writeSessionHint } from './session-hint';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the signed-in hint', () => {
  it('remembers a sign-in until a sign-out, and tells its listeners of each change only', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionHint(listener);
    expect(readSessionHint()).toBe(false);
    writeSessionHint(true);
    writeSessionHint(true);
    expect(readSessionHint()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    writeSessionHint(false);
    expect(readSessionHint()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeSessionHint(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('counts as not signed in when storage is refused, without throwing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readSessionHint()).toBe(false);
    expect(() => writeSessionHint(true)).not.toThrow();
  });
});
