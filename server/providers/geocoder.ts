// Geocoding from the seeded outward-code table (UK) and Eircode routing keys (Ireland).
import type { GeoPoint } from "../seed/load";

export interface Geocoder {
  /** The point of a complete postcode's outward code / routing key, or null when unknown. */
  lookupPostcode(postcode: string): GeoPoint | null;
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
  };
}
