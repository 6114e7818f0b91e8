// Compression of answers for clients that accept it (decision 023). A page or an /api answer is
// made for one request and compressed once: there, zlib's default effort (gzip level 6, brotli
// quality 4 as compression() sets it) cost a page about as much CPU as rendering it (a 53 kB
// basket: 0.7–1.1 ms at gzip 6, 0.8 ms at brotli 4). Answers are compressed with brotli 1 or
// gzip 1 (nginx's default level). Under load (the basket, 50 connections) brotli 1 cost 0.30 ms a
// page against 0.75 ms at brotli 2 and more at gzip 1, for 13.8 kB on the wire instead of 12.5 kB
// (11.3 kB at the defaults). A file (the scripts, images) is the same for everyone and cached for
// a year by browsers: it keeps the default effort, for the smaller download. A rendered page is
// whole before it is written: it is compressed in one call (`compressedPage`), not through
// compression()'s stream, whose set-up and thread-pool hand-offs cost more than the compression
// itself (about 0.95 ms of CPU for the basket through the stream at brotli 2, 0.35 ms in one call).
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import type { IncomingHttpHeaders } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const ANSWER_GZIP_LEVEL = 1;
export const ANSWER_BROTLI_QUALITY = 1;

const files = compression();
const answers = compression({
  level: ANSWER_GZIP_LEVEL,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
});

/** compression() at the answers' effort, for the /api answers. */
export function compressAnswers(): RequestHandler {
  return (req, res, next) => (req.headers["accept-encoding"] ? answers(req, res, next) : next());
}

/**
 * compression() at the files' effort, for the requests `isFile` names; others pass untouched (a
 * page compresses itself in server/http/page-handler.ts, and compression()'s hooks on every page
 * answer would be work for nothing).
 */
export function compressFiles(isFile: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => (req.headers["accept-encoding"] && isFile(req) ? files(req, res, next) : next());
}

/** Starts compression() at the answers' effort on an answer whose body is still to be written. */
export function compressStreamedAnswer(req: Request, res: Response): Promise<void> {
  if (!req.headers["accept-encoding"]) return Promise.resolve();
  return new Promise((resolve, reject) => answers(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
}

export type PageEncoding = "br" | "gzip";
const ENCODINGS = ["br", "gzip", "identity"];

/** negotiator 0.6.4 takes the encodings to prefer among equals; its published types do not say so. */
type EncodingNegotiator = { encoding(available: readonly string[], preferred: readonly string[]): string | undefined };

/**
 * The encoding for a client's Accept-Encoding, as compression() negotiates it: brotli where it is
 * accepted as well as gzip (browsers list it after gzip, with the same weight), else gzip; none
 * where the client prefers identity or accepts neither.
 */
export function pageEncoding(headers: IncomingHttpHeaders): PageEncoding | null {
  if (!headers["accept-encoding"]) return null;
  const encoding = (new Negotiator({ headers }) as unknown as EncodingNegotiator).encoding(ENCODINGS, ["br"]);
  return encoding === "br" || encoding === "gzip" ? encoding : null;
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
