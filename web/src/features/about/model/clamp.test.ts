import { describe, expect, it } from 'vitest';
import { isClipped } from './clamp';

describe('a clamped review text', () => {
  it('offers more when its content is taller than its lines', () => {
    expect(isClipped({ scrollHeight: 130, clientHeight: 104 })).toBe(true);
  });

  it('offers nothing when it fits, however its line heights round', () => {
    expect(isClipped({ scrollHeight: 104, clientHeight: 104 })).toBe(false);
    expect(isClipped({ scrollHeight: 105, clientHeight: 104 })).toBe(false);
    expect(isClipped({ scrollHeight: 52, clientHeight: 52 })).toBe(false);
  });
});
