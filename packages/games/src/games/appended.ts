/** A new list: `list` with `item` after it. A plain copy loop: about twice as fast as `[...list, item]`,
 *  which matters to the state machines of Mines and Tower over tens of millions of simulated rounds. */
export function appended<Item>(list: readonly Item[], item: Item): Item[] {
  const next = new Array<Item>(list.length + 1);
  for (let index = 0; index < list.length; index++) next[index] = list[index]!;
  next[list.length] = item;
  return next;
}
