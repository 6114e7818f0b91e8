// Compression of answers for clients that accept it (decision 023). A page or an /api answer is
// made for one request and compressed once: there, zlib's default effort (gzip level 6, brotli
// quality 4 as compression() sets it) cost a page about as much CPU as rendering it (a 53 kB
// basket: 0.7–1.1 ms at gzip 6, 0.8 ms at brotli 4, against 0.16 ms at brotli 1). Answers are
// compressed with brotli 2 or gzip 1 (nginx's default level): about 0.35–0.45 ms, and 12.5–13 kB
// instead of 11.3. A file (the scripts, images) is the same for everyone and cached for a year by
// browsers: it keeps the default effort, for the smaller download. A rendered page is whole before
// it is written: it is compressed in one call (`compressedPage`), not through compression()'s
// stream, whose set-up and thread-pool hand-offs cost more than the compression itself (about
// 0.95 ms of CPU for the basket through the stream at brotli 2, 0.35 ms in one call).
import compression from "compression";
import type { Request, RequestHandler } from "express";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const ANSWER_GZIP_LEVEL = 1;
export const ANSWER_BROTLI_QUALITY = 2;

/** compression() for requests that say which encodings they accept; `isFile` picks the files' settings. */
export function compress(isFile: (req: Request) => boolean = () => false): RequestHandler {
  const files = compression();
  const answers = compression({
    level: ANSWER_GZIP_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
  });
  return (req, res, next) => {
    if (!req.headers["accept-encoding"]) return next();
    return (isFile(req) ? files : answers)(req, res, next);
  };
}

export type PageEncoding = "br" | "gzip";

/**
 * The encoding for a client's Accept-Encoding: brotli where it is accepted (browsers list it after
 * gzip, with the same weight), else gzip, else none. A weight of 0 refuses an encoding; `*`
 * accepts any not named.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
}

/** A whole page's bytes compressed with the answers' settings. */
export function compressedPage(chunks: readonly Uint8Array[], encoding: PageEncoding): Buffer {
  const page = Buffer.concat(chunks);
  return encoding === "br"
    ? brotliCompressSync(page, {
        params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: page.byteLength },
      })
    : gzipSync(page, { level: ANSWER_GZIP_LEVEL });
}
