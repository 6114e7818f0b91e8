// Compression of answers for clients that accept it (decisions 023 and 035). An /api answer or a
// page's `.data` (a navigation with JavaScript) is made for one request and compressed once: there,
// zlib's default effort (gzip level 6, brotli quality 4 as compression() sets it) cost about as
// much CPU as making it (a 53 kB basket: 0.7–1.1 ms at gzip 6, 0.8 ms at brotli 4), so they are
// compressed with brotli 1 or gzip 1 (nginx's default level). A document is what a customer without
// JavaScript waits for at every step, often on a slow line: it is compressed at brotli 5 or gzip 6,
// a quarter fewer bytes than at brotli 1 for about half a millisecond more (a 100 kB menu category:
// 19.5 kB at brotli 1 in 0.2 ms, 15.2 kB at brotli 5 in 1.0 ms). A file (the scripts, the
// stylesheet, images) is the same for everyone and cached for a year by browsers: it keeps the
// default effort, for the smaller download.
import compression from "compression";
import type { Request, RequestHandler } from "express";
import { constants } from "node:zlib";

const ANSWER_GZIP_LEVEL = 1;
const ANSWER_BROTLI_QUALITY = 1;
const DOCUMENT_GZIP_LEVEL = 6;
const DOCUMENT_BROTLI_QUALITY = 5;

const files = compression();
const answers = compression({
  level: ANSWER_GZIP_LEVEL,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
});
const documents = compression({
  level: DOCUMENT_GZIP_LEVEL,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: DOCUMENT_BROTLI_QUALITY } },
});

/** compression() at the answers' effort, for the /api answers. */
export function compressAnswers(): RequestHandler {
  return (req, res, next) => (req.headers["accept-encoding"] ? answers(req, res, next) : next());
}

/** For the pages: a document at the documents' effort, a page's `.data` at the answers'. */
export function compressPages(): RequestHandler {
  return (req, res, next) => {
    if (!req.headers["accept-encoding"]) return next();
    return (req.path.endsWith(".data") ? answers : documents)(req, res, next);
  };
}

/**
 * compression() at the files' effort, for the requests `isFile` names; others pass untouched (the
 * pages are compressed by `compressPages`, the /api answers by `compressAnswers`).
 */
export function compressFiles(isFile: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => (req.headers["accept-encoding"] && isFile(req) ? files(req, res, next) : next());
}
