// An answer's headers and its bytes as the server sent them (fetch would decode a compressed body).
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawAnswer {
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

export const rawGet = (url: string, acceptEncoding: string) =>
  new Promise<RawAnswer>((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (r) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => resolve({ headers: r.headers, bytes: Buffer.concat(chunks) }));
    }).on("error", reject);
  });

/** The text of a brotli or gzip answer. */
export const decoded = ({ headers, bytes }: RawAnswer) =>
  (headers["content-encoding"] === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
