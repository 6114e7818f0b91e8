// GET /maps/static.svg?lat=..&lon=..&zoom=13&w=560&h=321: our own static map image of the area
// around a point (drawn by server/maps/draw-static-map.ts), with the query parsed and the answer
// cached by its content.
import type { Request, Response } from "express";
import { createHash } from "node:crypto";
import { z } from "zod";
import { drawStaticMap } from "./draw-static-map";
import { issuesToErrors, sendErrors } from "../api/define";

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function numberParam(name: string, min: number, max: number, integer = false) {
  const range = integer ? `${name} must be a whole number from ${min} to ${max}` : `${name} must be between ${min} and ${max}`;
  const number = z.number().min(min, range).max(max, range);
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a number`) })
    .regex(NUMBER, `${name} must be a number`)
    .transform(Number)
    .pipe(integer ? number.int(range) : number);
}

const staticMapQuery = z.object({
  lat: numberParam("lat", -90, 90),
  lon: numberParam("lon", -180, 180),
  zoom: numberParam("zoom", 10, 16, true).default(13),
  w: numberParam("w", 100, 1120, true).default(560),
  h: numberParam("h", 100, 1120, true).default(321),
});

/** Serves GET /maps/static.svg, mounted at STATIC_MAP_PATH before the session middleware: images set no cookies. */
export function staticMapHandler(req: Request, res: Response) {
  const parsed = staticMapQuery.safeParse(req.query);
  if (!parsed.success) {
    res.setHeader("Cache-Control", "no-store");
    return sendErrors(res, 400, issuesToErrors("query", parsed.error));
  }
  const { lat, lon, zoom, w, h } = parsed.data;
  const svg = drawStaticMap({ lat, lon, zoom, width: w, height: h });
  res.setHeader("Content-Type", "image/svg+xml; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=86400, immutable");
  res.setHeader("ETag", `W/"${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"`);
  // Express answers 304 when If-None-Match matches the ETag.
  res.send(svg);
}
