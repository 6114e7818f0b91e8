// Requests begin in the order they arrived, one per turn of the event loop.
//
// Node accepts one new connection per turn of its event loop. On a busy node a turn holds the
// work of every request that is ready: all of them start at once, so the turn grows with the load,
// and a customer who connects at the Friday-evening peak waits one whole turn per connection ahead
// of theirs (seconds, measured: decision 023). Starting one request per turn keeps the turns short
// (one request's first steps and whatever others are due), so new connections are taken at once and
// the requests are served first come, first served. The total work is the same; nothing waits
// when the node is idle (the next turn comes at once).
import type { RequestHandler } from "express";

/** A middleware that lets requests continue in arrival order, one per event-loop turn. */
export function fairAdmission(): RequestHandler {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const admitNext = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(admitNext);
    else scheduled = false;
  };
  return (_req, _res, next) => {
    waiting.push(next);
    if (!scheduled) {
      scheduled = true;
      setImmediate(admitNext);
    }
  };
}
