// Geocoding from the seeded outward-code table (UK) and Eircode routing keys (Ireland).
import type { GeoPoint } from "../seed/load";
import { distanceMiles, SEARCH_RADIUS_MILES, type LatLng } from "../../domain/search/geo";

export interface Geocoder {
  /** The point of a complete postcode's outward code / routing key, or null when unknown. */
  lookupPostcode(postcode: string): GeoPoint | null;
  /**
   * The outward code (UK) or routing key (Ireland) whose centre is nearest a point, within the
   * search radius: the start of the postcode a device location is in, or null far from any.
   */
  nearestArea(point: LatLng): string | null;
}

export function seededGeocoder(tables: { uk: Map<string, GeoPoint>; ie: Map<string, GeoPoint> }): Geocoder {
  return {
    lookupPostcode(postcode) {
      const compact = postcode.replace(/\s+/g, "").toUpperCase();
      if (/^[AC-FHKNPRTV-Y]\d{2}[0-9AC-FHKNPRTV-Y]{4}$|^D6W[0-9AC-FHKNPRTV-Y]{4}$/.test(compact)) {
        const hit = tables.ie.get(compact.slice(0, 3));
        if (hit) return hit;
      }
      if (compact.length < 5) return null;
      // A UK inward code is always the last three characters.
      return tables.uk.get(compact.slice(0, -3)) ?? null;
    },
    nearestArea(point) {
      let best: { code: string; miles: number } | null = null;
      for (const table of [tables.uk, tables.ie])
        for (const [code, centre] of table) {
          const miles = distanceMiles(point, centre);
          if (miles <= SEARCH_RADIUS_MILES && (!best || miles < best.miles)) best = { code, miles };
        }
      return best?.code ?? null;
    },
  };
}
