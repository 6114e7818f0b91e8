// Distances between points on the Earth, and ranking restaurants by distance from a search point.

export const METRES_PER_MILE = 1609.34;
export const SEARCH_RADIUS_MILES = 10;

// Mean Earth radius (IUGG), the usual choice for haversine.
const EARTH_RADIUS_M = 6371008.8;
const EARTH_RADIUS_MILES = EARTH_RADIUS_M / METRES_PER_MILE;
const RAD = Math.PI / 180;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  return haversineMiles(a.latitude * RAD, Math.cos(a.latitude * RAD), a.longitude, b.latitude, b.longitude);
}

// Takes the origin's latitude in radians and its cosine ready-made so a loop computes them once.
function haversineMiles(lat1Rad: number, cosLat1: number, lon1: number, lat2: number, lon2: number): number {
  const lat2Rad = lat2 * RAD;
  const sinDLat = Math.sin((lat2Rad - lat1Rad) / 2);
  const sinDLon = Math.sin((lon2 - lon1) * RAD * 0.5);
  const h = sinDLat * sinDLat + cosLat1 * Math.cos(lat2Rad) * sinDLon * sinDLon;
  // Rounding can push h a hair past 1 for antipodal points; asin would then give NaN.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** "1.23 miles", "1.00 mile", "2.41 km": two decimals, as the spec shows distances. */
export function formatDistance(miles: number, unit: "miles" | "km"): string {
  if (unit === "km") return `${((miles * METRES_PER_MILE) / 1000).toFixed(2)} km`;
  const text = miles.toFixed(2);
  return `${text} ${text === "1.00" ? "mile" : "miles"}`;
}

/**
 * Items within `radiusMiles` of `origin`, nearest first; equal distances keep their input order.
 * Search runs this over every restaurant of a brand on each keystroke-debounced search, so the
 * loop avoids trigonometry for points a cheap bounding box already rules out.
 */
export function rankByDistance<T extends LatLng>(
  origin: LatLng,
  items: readonly T[],
  radiusMiles: number = SEARCH_RADIUS_MILES,
): (T & { distanceMiles: number })[] {
  const n = items.length;
  const lat1Rad = origin.latitude * RAD;
  const cosLat1 = Math.cos(lat1Rad);
  const lon1 = origin.longitude;

  // Bounding box in degrees. Longitude degrees shrink towards the poles, so the box is sized with
  // the cosine at its pole-ward edge, which makes it wide enough for every latitude inside it.
  // Near a pole (or with an unbounded radius) the longitude test is dropped altogether.
  const finite = Number.isFinite(radiusMiles);
  const dLatDeg = finite ? (radiusMiles / EARTH_RADIUS_MILES / RAD) * 1.000001 : Infinity;
  const edgeLat = Math.abs(origin.latitude) + dLatDeg;
  const dLonDeg = finite && edgeLat < 89.9 ? dLatDeg / Math.cos(edgeLat * RAD) : Infinity;
  const minLat = origin.latitude - dLatDeg;
  const maxLat = origin.latitude + dLatDeg;

  // Only survivors are recorded, as parallel number arrays (no object per candidate): most of a
  // brand's restaurants fail the box, and sizing buffers by `n` cost more than the loop itself.
  const keptIndex: number[] = [];
  const keptDist: number[] = [];
  for (let i = 0; i < n; i++) {
    const item = items[i]!;
    const lat = item.latitude;
    if (lat < minLat || lat > maxLat) continue;
    let dLon = item.longitude - lon1;
    // Points across the antimeridian are near, not 359° away.
    if (dLon > 180) dLon -= 360;
    else if (dLon < -180) dLon += 360;
    if (dLon > dLonDeg || dLon < -dLonDeg) continue;
    const d = haversineMiles(lat1Rad, cosLat1, lon1, lat, item.longitude);
    if (d <= radiusMiles) {
      keptIndex.push(i);
      keptDist.push(d);
    }
  }

  const kept = keptIndex.length;
  const order = new Uint32Array(kept);
  for (let k = 0; k < kept; k++) order[k] = k;
  // keptIndex rises with k, so breaking ties on k keeps the input order.
  order.sort((a, b) => keptDist[a]! - keptDist[b]! || a - b);
  const result: (T & { distanceMiles: number })[] = [];
  for (let k = 0; k < kept; k++) {
    const j = order[k]!;
    result.push({ ...items[keptIndex[j]!]!, distanceMiles: keptDist[j]! });
  }
  return result;
}
