// The geography tables: UK outward codes and Irish routing keys, each once, with the ones the
// product relies on (GIR for GIR 0AA, every Dublin district and the main Irish towns).
import { ieRoutingKeyRow, ukOutcodeRow } from "../../../server/seed/schemas";
import { duplicates, fail, readCsv } from "./files";

export function checkGeo() {
  const outcodes = readCsv("geo/uk-outcodes.csv", ukOutcodeRow, ["outcode", "latitude", "longitude", "town"]);
  const routingKeys = readCsv("geo/ie-routing-keys.csv", ieRoutingKeyRow, ["routingKey", "latitude", "longitude", "area"]);
  for (const d of duplicates(outcodes.map((o) => o.outcode))) fail("seeds/geo/uk-outcodes.csv", `outcode ${d} appears more than once`);
  for (const d of duplicates(routingKeys.map((o) => o.routingKey)))
    fail("seeds/geo/ie-routing-keys.csv", `routing key ${d} appears more than once`);
  const outcodeMap = new Map(outcodes.map((o) => [o.outcode, o]));
  const routingKeyMap = new Map(routingKeys.map((o) => [o.routingKey, o]));
  if (!outcodeMap.has("GIR")) fail("seeds/geo/uk-outcodes.csv", "the special outward code GIR (GIR 0AA) is missing");
  const requiredKeys = [
    ...Array.from({ length: 18 }, (_, i) => `D${String(i + 1).padStart(2, "0")}`),
    ...["D20", "D22", "D24", "D6W", "A94", "K78", "T12", "T23", "H91", "V94", "X91", "A91", "R95", "N37", "F91", "W91"],
  ];
  for (const k of requiredKeys) if (!routingKeyMap.has(k)) fail("seeds/geo/ie-routing-keys.csv", `routing key ${k} is missing`);
  return { outcodes, routingKeys, outcodeMap, routingKeyMap };
}
export type Geo = ReturnType<typeof checkGeo>;
