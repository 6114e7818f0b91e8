// The menu document is large and the same for every customer of a restaurant until the menu or the
// stock changes: it is serialised and gzipped once per version, and sent as it is to clients that
// accept gzip (compression() leaves an encoded answer alone). Kept gzipped, a version costs about
// a twentieth of its JSON text in memory.
import { gunzipSync, gzipSync } from "node:zlib";
import type { HandlerContext } from "../api/define";

const bodies = new Map<string, Buffer>();
const MAX_BODIES = 500;

/** Sends the JSON `build()` gives, made once per `key`. */
export function sendCachedJson(ctx: HandlerContext, key: string, build: () => object): void {
  let gzipped = bodies.get(key);
  if (!gzipped) {
    gzipped = gzipSync(JSON.stringify(build()));
    if (bodies.size >= MAX_BODIES) bodies.clear();
    bodies.set(key, gzipped);
  }
  ctx.res.type("application/json");
  ctx.res.vary("Accept-Encoding");
  if (ctx.req.acceptsEncodings("gzip") === "gzip") {
    ctx.res.setHeader("Content-Encoding", "gzip");
    ctx.res.send(gzipped);
  } else {
    ctx.res.send(gunzipSync(gzipped));
  }
}
