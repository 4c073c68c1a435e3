import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end, the reader counts as at the bottom. */
const bottomSlackPx = 48;

/** Whether the list now ends with a newer message than before (not merely lost its last one). */
function isNewer(lastId: string | undefined, previousLastId: string | undefined): boolean {
  if (lastId === undefined) return false;
  return previousLastId === undefined || BigInt(lastId) > BigInt(previousLastId);
}

/**
 * Keeps a scrolling list at its newest (bottom) end as messages arrive, unless the reader scrolled up
 * to read: then it stays where it is and `unseen` says newer messages wait below. Older messages put on
 * top keep the reader's place. `firstId`, `lastId` and `count` describe what the list holds now.
 */
export function useStickToBottom(list: {
  firstId: string | undefined;
  lastId: string | undefined;
  count: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId: string | undefined; lastId: string | undefined; height: number }>(
    undefined,
  );
  const [unseen, setUnseen] = useState(false);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlackPx;
    if (atBottom.current) setUnseen(false);
  }, []);

  const scrollToBottom = useCallback(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }, []);

  const { firstId, lastId, count } = list;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = previous.current;
    const olderAdded = before !== undefined && before.lastId === lastId && before.firstId !== firstId;
    if (olderAdded) {
      // Messages went in above: move down by what they added, so the same line stays in view.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    } else if (before !== undefined && isNewer(lastId, before.lastId)) {
      setUnseen(true);
    }
    previous.current = { firstId, lastId, height: element.scrollHeight };
  }, [firstId, lastId, count]);

  return { ref, onScroll, unseen, scrollToBottom };
}
