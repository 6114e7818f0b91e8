// Compression of answers for clients that accept it (decision 023). A page or an /api answer is
// made for one request and compressed once: there, zlib's default effort (gzip level 6, brotli
// quality 4 as compression() sets it) cost a page about as much CPU as rendering it (a 53 kB
// basket: 0.7–1.1 ms at gzip 6, 0.8 ms at brotli 4, against 0.16 ms at brotli 1). Answers are
// compressed with brotli 2 or gzip 1 (nginx's default level): about 0.35–0.45 ms, and 12.5–13 kB
// instead of 11.3. A file (the scripts, images) is the same for everyone and cached for a year by
// browsers: it keeps the default effort, for the smaller download.
import compression from "compression";
import type { Request, RequestHandler } from "express";
import { constants } from "node:zlib";

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
