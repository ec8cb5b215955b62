import { randomUUID } from 'node:crypto';

/**
 * UUID v7 (RFC 9562): time-ordered, so new rows land at the end of indexes. The 74 random bits come from a v4 UUID:
 * Node's `randomUUID` draws them from a pool it refills in batches, where `getRandomValues` asks the kernel on every
 * call (a system call per order placed, a visible share of the order path's CPU profile).
 */
export function uuidv7(): string {
  const random = randomUUID(); // xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx, V the RFC variant (8, 9, a or b)
  const millis = Date.now().toString(16).padStart(12, '0');
  return `${millis.slice(0, 8)}-${millis.slice(8)}-7${random.slice(15)}`;
}
