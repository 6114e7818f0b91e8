// Requests written byte by byte with node:http, for what fetch will not send: a body that is
// streamed (50 MB made of one reused chunk, so the test itself holds none of it), a declared
// length that differs from the body, any method and any headers.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string | number>;
  /** A body sent as is. */
  body?: string | Buffer;
  /** Send `body` in chunks, with no length (Node declares one when a body is sent in one go). */
  chunked?: boolean;
  /** A body of `count` copies of `chunk`, written as the server reads (and no further once it has answered). */
  stream?: { chunk: Buffer; count: number };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** How many body bytes were written before the answer came. */
  written: number;
}

export function rawRequest(base: string, req: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const r = httpRequest(
      // No pooled connections: a connection the server closed after a broken request is never reused.
      { host: url.hostname, port: url.port, method: req.method, path: req.path, headers: req.headers, timeout: timeoutMs, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8"), written });
          r.destroy();
        });
        res.on("error", reject);
      },
    );
    r.on("timeout", () => r.destroy(new Error(`no answer to ${req.method} ${req.path} within ${timeoutMs} ms`)));
    // Once the answer is in, the server may close while we are still writing: that is not a failure.
    r.on("error", (e) => (answered ? undefined : reject(e)));
    if (req.stream) {
      const { chunk, count } = req.stream;
      let sent = 0;
      const write = () => {
        while (!answered && sent < count) {
          sent++;
          written += chunk.length;
          if (!r.write(chunk)) return void r.once("drain", write);
        }
        if (!answered) r.end();
      };
      write();
    } else {
      if (req.body !== undefined) written = Buffer.byteLength(req.body);
      if (req.chunked && req.body !== undefined) {
        r.write(req.body);
        r.end();
      } else r.end(req.body);
    }
  });
}
