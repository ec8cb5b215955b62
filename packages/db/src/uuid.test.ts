import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from './uuid';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('is a version 7 UUID with the RFC variant, its first 48 bits the time in milliseconds', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T19:30:00.123Z'), toFake: ['Date'] });
    try {
      const id = uuidv7();
      expect(id).toMatch(V7);
      expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(
        Date.parse('2026-11-23T19:30:00.123Z'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('sorts in the order ids were made, within a millisecond and past 4,096 of them in one', () => {
    vi.useFakeTimers({ now: 5_000, toFake: ['Date'] });
    try {
      const made = Array.from({ length: 10_000 }, uuidv7);
      for (const id of made) expect(id).toMatch(V7);
      expect([...made].sort()).toEqual(made);
      expect(new Set(made).size).toBe(made.length);
      // A clock set back keeps them ahead of the last.
      vi.setSystemTime(4_000);
      expect(uuidv7() > (made.at(-1) ?? '')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sorts by time and never repeats', () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
    try {
      const earlier = Array.from({ length: 1_000 }, uuidv7);
      vi.setSystemTime(1_001);
      const later = uuidv7();
      expect(new Set(earlier).size).toBe(1_000);
      for (const id of earlier) expect(id < later).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
