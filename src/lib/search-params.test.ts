import { describe, expect, it } from 'vitest';
import { oneOf, positiveInt, shortText } from './search-params';

describe('search-param readers', () => {
  it('keeps a positive whole number, as a number or as digits, and drops anything else', () => {
    expect(positiveInt(3)).toBe(3);
    expect(positiveInt('12')).toBe(12);
    for (const bad of [0, -1, 2.5, '2.5', 'abc', '', null, undefined, [], Number.MAX_SAFE_INTEGER + 2]) {
      expect(positiveInt(bad)).toBeUndefined();
    }
  });

  it('keeps only an allowed value', () => {
    expect(oneOf(['monthly', 'annual'], 'annual')).toBe('annual');
    expect(oneOf(['monthly', 'annual'], 'lifetime')).toBeUndefined();
    expect(oneOf(['monthly', 'annual'], 7)).toBeUndefined();
  });

  it('keeps a short, non-empty text', () => {
    expect(shortText('demo_pi_1')).toBe('demo_pi_1');
    expect(shortText('')).toBeUndefined();
    expect(shortText('x'.repeat(201))).toBeUndefined();
    expect(shortText(42)).toBeUndefined();
  });
});
