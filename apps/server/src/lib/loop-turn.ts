const waiting: (() => void)[] = [];
let scheduled = false;

function releaseOne() {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(releaseOne);
  else scheduled = false;
}

/**
 * Resolves on a turn of the event loop of its own (issue #30). On SQLite a statement blocks the
 * process, so a long read runs as short statements and waits here between them. Waiting on
 * setImmediate alone would run every waiting chunk of every request in one check phase (thirty
 * concurrent lists: 240 ms with no timer or socket served); here one waiter goes per loop turn,
 * with timers and I/O (other requests, /gateway/health) served in between.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(releaseOne);
    }
  });
}
