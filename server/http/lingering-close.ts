// A lingering close (as nginx and Apache call it) for a request refused before its body was read
// (docs/decisions/011-request-limits.md). Node, left to itself, either reads such a body to its end
// (50 MB, if that is what the client sends) or, with `Connection: close`, destroys the socket as soon
// as the answer is written: unread bytes in the kernel's buffer then make it send a reset, which
// can reach the client before it has read the answer. Instead, the answer is sent whole, our side
// of the connection is half-closed (no more writes), what still arrives is read and dropped for a
// short while, and only then is the socket destroyed.
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * How long a refused request's connection keeps discarding what still arrives after the answer.
 * Enough for the answer and our end of the connection to reach a client on a slow phone network,
 * and for it to stop sending; short enough that a stopping node is not held up (the shutdown's
 * grace is 30 s).
 */
const LINGER_MS = 2_000;

/**
 * How many bytes are read (and dropped) at most before the answer is sent, and again after it.
 * About a second of a good upload: a client that has read our answer has stopped by then; one
 * that keeps sending is not read any further.
 */
const LINGER_BYTES = 1024 * 1024;

const lingering = new WeakSet<IncomingMessage>();

/**
 * Ends the connection after this answer when the request's body has not all arrived by the time
 * the answer is given: the rest of the body is handed to nothing, the answer goes out whole, then
 * our side closes and at most LINGER_BYTES more are read, for at most LINGER_MS. Call it before
 * the answer is sent; calling it again, or for a request whose body has been read, does nothing.
 */
export function closeAfterAnswer(res: ServerResponse): void {
  const req = res.req;
  // The whole body has arrived, or none was announced (an answer given while Node is still parsing
  // the headers sees `complete` false): the connection may serve the next request.
  if (req.complete || !announcesBody(req) || lingering.has(req)) return;
  const socket = req.socket;
  if (socket.destroyed) return;
  lingering.add(req);

  let discarded = 0;
  let timer: NodeJS.Timeout | undefined;
  const cut = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  // Whatever was reading the body (a parser, a counter) is handed no more of it; it is read and
  // dropped here. Reading it, rather than letting Node dump it, keeps it counted.
  req.unpipe();
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded <= LINGER_BYTES) return;
    // Before the answer is out, a reset could overtake it: stop reading and let TCP hold the rest.
    if (res.writableFinished) cut();
    else req.pause();
  });
  req.resume();

  res.once("finish", () => {
    // The body arrived in full while the answer was written: nothing is left to linger over.
    if (req.complete) return void req.resume();
    if (socket.destroyed) return;
    // Our side is done: the client reads the answer, then the end of the connection.
    socket.end();
    discarded = 0;
    req.resume();
    // Once the body has all arrived, nothing unread is left that could make the close a reset.
    req.once("end", cut);
    timer = setTimeout(cut, LINGER_MS);
    socket.once("close", () => clearTimeout(timer));
  });
}

function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && Number(length) > 0);
}
