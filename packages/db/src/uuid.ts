import { randomUUID } from 'node:crypto';

/** The last id's milliseconds and its 12-bit sequence in that millisecond (RFC 9562 §6.2, method 1). */
let lastMillis = 0;
let sequence = 0;

/**
 * UUID v7 (RFC 9562): time-ordered, so new rows land at the end of indexes, and in one process strictly increasing.
 * Lists break a tie of `created_at` (one transaction's rows share it) by id, so ids made in the same millisecond
 * must sort in the order they were made: `rand_a` is a counter that starts each millisecond at a random value below
 * 2,048 (ids stay unguessable) and counts up; past 4,095 the id borrows the next millisecond, as the RFC allows.
 * The other 62 random bits come from a v4 UUID: Node's `randomUUID` draws them from a pool it refills in batches,
 * where `getRandomValues` asks the kernel on every call (a system call per order placed, a visible share of the
 * order path's CPU profile).
 */
export function uuidv7(): string {
  const random = randomUUID(); // xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx, V the RFC variant (8, 9, a or b)
  const now = Date.now();
  if (now > lastMillis) {
    lastMillis = now;
    sequence = Number.parseInt(random.slice(15, 18), 16) & 0x7ff;
  } else if (sequence < 0xfff) {
    sequence += 1;
  } else {
    // A clock set back, or 2,048+ ids in one millisecond: stay ahead of the last id.
    lastMillis += 1;
    sequence = Number.parseInt(random.slice(15, 18), 16) & 0x7ff;
  }
  const millis = lastMillis.toString(16).padStart(12, '0');
  return `${millis.slice(0, 8)}-${millis.slice(8)}-7${sequence.toString(16).padStart(3, '0')}${random.slice(18)}`;
}
