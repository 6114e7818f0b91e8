// A request refused before its body is read (docs/decisions/011-request-limits.md): the client,
// still sending a 50 MB body, receives the whole answer every time (never a reset in its place),
// and the server ends the connection long before the body is through.
import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { testRuntime } from "../support/runtime";

let server: Server;
let port: number;
let t: Awaited<ReturnType<typeof testRuntime>>;

beforeAll(async () => {
  t = await testRuntime();
  server = await new Promise<Server>((resolve) => {
    const s = createApp({ runtime: t.runtime }).listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const MB = 1024 * 1024;
const BODY = 50 * MB;
const data = Buffer.alloc(64 * 1024, "a");
const chunked = Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);

interface Outcome {
  status: string;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client handed to the connection before the server closed it. */
  written: number;
}

/** How often the client looks at what came back: a client busy sending reads between its writes. */
const READ_EVERY = 256 * 1024;

/**
 * Sends the request's head, then body chunks (up to 50 MB) for as long as the connection takes
 * them, taking in what came back after every READ_EVERY bytes sent. The client keeps sending after
 * the server's end of the connection (allowHalfOpen), as a client busy uploading does. A server that
 * resets the connection right after its answer makes the client's next write fail, and the client
 * then never reads the answer waiting for it.
 */
function sendUntilClosed(head: string, framing: "chunked" | "length"): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const received: Buffer[] = [];
    let written = 0;
    let queued = 0;
    let sinceRead = 0;
    let closed = false;
    const timer = setTimeout(() => socket.destroy(new Error("no close within 15 s")), 15_000);
    socket.on("data", (c: Buffer) => received.push(c));
    socket.pause();
    // EPIPE or a reset when the server stops taking the body: expected, once the answer is in.
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      clearTimeout(timer);
      const text = Buffer.concat(received).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return reject(new Error(`no complete answer (${JSON.stringify(text.slice(0, 80))})`));
      const [status = "", ...lines] = text.slice(0, split).split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      resolve({ status, headers, body: text.slice(split + 4), written });
    });
    const piece = framing === "chunked" ? chunked : data;
    const write = (): void => {
      while (!closed && socket.writable && queued < BODY) {
        if (sinceRead >= READ_EVERY) {
          // Take in what has come back, then go on sending.
          sinceRead = 0;
          socket.resume();
          return void setImmediate(() => {
            socket.pause();
            write();
          });
        }
        queued += data.length;
        sinceRead += data.length;
        const more = socket.write(piece, (err) => {
          if (!err) written += data.length;
        });
        if (!more) return void socket.once("drain", write);
      }
      // All sent (the server read it all): end the body and the connection, and read the rest.
      if (closed || !socket.writable) return;
      if (framing === "chunked") socket.end("0\r\n\r\n");
      else socket.end();
      socket.resume();
    };
    socket.write(head, () => write());
  });
}

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n`;

/** The whole answer arrived: its declared length of body, nothing cut short. */
function expectWholeAnswer(outcome: Outcome, status: RegExp) {
  expect(outcome.status).toMatch(status);
  expect(Buffer.byteLength(outcome.body)).toBe(Number(outcome.headers["content-length"]));
}

// The server reads at most a megabyte or two of a refused body; the kernels' buffers on both sides
// take a few more. A server that read the body to its end would take all 50 MB.
const FAR_FEWER = 20 * MB;

describe("a refused body that keeps coming", () => {
  it("to /api, streamed as text: the whole 400 every time, and the connection ends early", async () => {
    for (let i = 0; i < 20; i++) {
      const outcome = await sendUntilClosed(
        head("POST", "/api/customer/login", { "Content-Type": "text/plain", "Transfer-Encoding": "chunked" }),
        "chunked",
      );
      expectWholeAnswer(outcome, /^HTTP\/1\.1 400 /);
      const answer = JSON.parse(outcome.body) as { status: string; errors: { path: string }[] };
      expect(answer.status).toBe("ERROR");
      expect(answer.errors.map((e) => e.path)).toContain("email");
      expect(outcome.written).toBeLessThan(FAR_FEWER);
    }
  });

  it("to /api, declared or streamed over 100 kB: the whole 413 every time, and the connection ends early", async () => {
    const tooLarge = { status: "ERROR", errors: [{ path: "body", message: "The request body is too large (at most 100 kB)." }] };
    for (let i = 0; i < 10; i++) {
      const declared = await sendUntilClosed(
        head("POST", "/api/customer/login", { "Content-Type": "application/json", "Content-Length": BODY }),
        "length",
      );
      expectWholeAnswer(declared, /^HTTP\/1\.1 413 /);
      expect(JSON.parse(declared.body)).toEqual(tooLarge);
      expect(declared.written).toBeLessThan(FAR_FEWER);
      const streamed = await sendUntilClosed(
        head("POST", "/api/customer/login", { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }),
        "chunked",
      );
      expectWholeAnswer(streamed, /^HTTP\/1\.1 413 /);
      expect(JSON.parse(streamed.body)).toEqual(tooLarge);
      expect(streamed.written).toBeLessThan(FAR_FEWER);
    }
  });

  it("to a page, declared over 64 kB: the whole 413 page every time, and the connection ends early", async () => {
    for (let i = 0; i < 20; i++) {
      const outcome = await sendUntilClosed(
        head("POST", "/collection/basket", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": BODY }),
        "length",
      );
      expectWholeAnswer(outcome, /^HTTP\/1\.1 413 /);
      expect(outcome.headers["content-type"]).toMatch(/^text\/html/);
      expect(outcome.body).toContain("<h1>That form is too large</h1>");
      expect(outcome.body).toMatch(/<\/html>\n$/);
      expect(outcome.written).toBeLessThan(FAR_FEWER);
    }
  });
});
