#!/usr/bin/env node
// Converts the shared UK outcode list (../shared/data/uk-outcodes.csv, CC0) into the project's
// seed file seeds/geo/uk-outcodes.csv with header `outcode,latitude,longitude,town`.
// Plain Node ESM, no dependencies. Run: npm run seeds:make-geo -- [source.csv] [target.csv]
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv } from "./csv.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(process.argv[2] ?? resolve(here, "../../../shared/data/uk-outcodes.csv"));
const target = resolve(process.argv[3] ?? resolve(here, "../geo/uk-outcodes.csv"));

function csvField(value) {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const round5 = (n) => Math.round(n * 1e5) / 1e5;

const [header, ...records] = parseCsv(readFileSync(source, "utf8").replace(/^\uFEFF/, ""));
const col = (name) => {
  const i = header.findIndex((h) => h.trim().toLowerCase() === name);
  if (i < 0) throw new Error(`${source}: column "${name}" not found in header ${header.join(",")}`);
  return i;
};
const iCode = header.some((h) => h.trim().toLowerCase() === "outcode") ? col("outcode") : col("postcode");
const iLat = col("latitude");
const iLon = col("longitude");
const iTown = col("town");
// About a fifth of the source rows (e.g. W1, SW1A, BT1) have an empty town; fall back to the
// region column (Westminster, Belfast, ...) so no outward code is lost.
const optionalCol = (name) => header.findIndex((h) => h.trim().toLowerCase() === name);
const iRegion = optionalCol("region");

const byCode = new Map();
let skipped = 0;
for (const r of records) {
  const outcode = (r[iCode] ?? "").trim().toUpperCase().replace(/\s+/g, "");
  const latitude = Number(r[iLat]);
  const longitude = Number(r[iLon]);
  const town = (r[iTown] ?? "").trim() || (iRegion >= 0 ? (r[iRegion] ?? "").trim() : "");
  const ok =
    /^([A-Z]{1,2}[0-9][0-9A-Z]?|GIR)$/.test(outcode) &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= 49 &&
    latitude <= 61 &&
    longitude >= -9 &&
    longitude <= 2 &&
    town !== "";
  if (!ok) {
    skipped++;
    continue;
  }
  if (!byCode.has(outcode)) byCode.set(outcode, { outcode, latitude: round5(latitude), longitude: round5(longitude), town });
}

// GIR 0AA is a real (special) postcode in London; geocode it like central London W1.
if (!byCode.has("GIR")) byCode.set("GIR", { outcode: "GIR", latitude: 51.51, longitude: -0.14, town: "London" });

const rows = [...byCode.values()].sort((a, b) => (a.outcode < b.outcode ? -1 : a.outcode > b.outcode ? 1 : 0));
const out = ["outcode,latitude,longitude,town", ...rows.map((r) => [r.outcode, r.latitude, r.longitude, r.town].map(csvField).join(","))];
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, out.join("\n") + "\n");
console.log(`make-geo: wrote ${rows.length} outcodes to ${target}${skipped ? ` (skipped ${skipped} unusable rows)` : ""}`);
