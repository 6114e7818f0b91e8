// Compression of answers for clients that accept it (decision 023). A page or an /api answer is
// made for one request and compressed once: there, zlib's default effort (gzip level 6, brotli
// quality 4 as compression() sets it) cost a page about as much CPU as rendering it (a 53 kB
// basket: 0.7–1.1 ms at gzip 6, 0.8 ms at brotli 4). Answers are compressed with brotli 1 or
// gzip 1 (nginx's default level). Under load (the basket, 50 connections) brotli 1 cost 0.30 ms a
// page against 0.75 ms at brotli 2 and more at gzip 1, for 13.8 kB on the wire instead of 12.5 kB
// (11.3 kB at the defaults). A file (the scripts, the stylesheet, images) is the same for everyone
// and cached for a year by browsers: it keeps the default effort, for the smaller download.
import compression from "compression";
import type { Request, RequestHandler } from "express";
import { constants } from "node:zlib";

const ANSWER_GZIP_LEVEL = 1;
const ANSWER_BROTLI_QUALITY = 1;

const files = compression();
const answers = compression({
  level: ANSWER_GZIP_LEVEL,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
});

/** compression() at the answers' effort, for the pages and the /api answers. */
export function compressAnswers(): RequestHandler {
  return (req, res, next) => (req.headers["accept-encoding"] ? answers(req, res, next) : next());
}

/**
 * compression() at the files' effort, for the requests `isFile` names; others pass untouched (the
 * pages and the /api answers are compressed at the answers' effort).
 */
export function compressFiles(isFile: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => (req.headers["accept-encoding"] && isFile(req) ? files(req, res, next) : next());
}
