// The one way Mines and Tower turn fair floats into positions, stated once so the verifier and the
// rules pages describe a single procedure.
import type { FloatSource } from '../fair/fair-random.ts';

/** Bit operations on a JavaScript number reach 31 bits; Mines needs 25, Tower 4. */
const MAX_ITEMS = 31;

/**
 * The first `count` items of a forward Fisher-Yates shuffle of the items 0 .. itemCount - 1, as a
 * bit set (bit i set = item i drawn), using exactly `count` floats: start from the items in order;
 * for step i = 0 .. count - 1 swap position i with position i + floor(float_i * (itemCount - i)).
 * Position i is final after step i, so the rest of the shuffle (and its floats) is never needed.
 */
export function shufflePrefixMask(count: number, itemCount: number, floats: FloatSource): number {
  if (!Number.isInteger(itemCount) || itemCount < 1 || itemCount > MAX_ITEMS) {
    throw new RangeError(
      `shufflePrefixMask: itemCount must be an integer from 1 to ${MAX_ITEMS}, got ${itemCount}`,
    );
  }
  if (!Number.isInteger(count) || count < 0 || count > itemCount) {
    throw new RangeError(`shufflePrefixMask: count must be an integer from 0 to ${itemCount}, got ${count}`);
  }
  if (count === 0) return 0;
  // Step 0 needs no list, the items being still in order (position p holds item p); Tower levels draw
  // one column each, so most draws end here without allocating.
  const first = Math.floor(floats() * itemCount);
  let drawn = 1 << first;
  if (count === 1) return drawn;
  const items = new Array<number>(itemCount);
  for (let item = 0; item < itemCount; item++) items[item] = item;
  items[first] = 0;
  items[0] = first;
  for (let step = 1; step < count; step++) {
    const pick = step + Math.floor(floats() * (itemCount - step));
    const picked = items[pick]!;
    items[pick] = items[step]!;
    items[step] = picked;
    drawn |= 1 << picked;
  }
  return drawn;
}

/** How many bits of a 32-bit mask are set (the classic SWAR population count). */
function bitCount(mask: number): number {
  let bits = mask - ((mask >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The items whose bit is set in `mask`, in ascending order. Sized up front rather than grown by
 *  push: about twice as fast, and this runs for every simulated round. */
export function itemsOfMask(mask: number): number[] {
  const items = new Array<number>(bitCount(mask));
  let found = 0;
  for (let item = 0; found < items.length; item++) if ((mask >>> item) & 1) items[found++] = item;
  return items;
}

/** The mask of all items 0 .. itemCount - 1. */
export function allItemsMask(itemCount: number): number {
  return itemCount >= 32 ? -1 : (1 << itemCount) - 1;
}
