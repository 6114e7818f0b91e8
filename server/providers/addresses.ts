// Address suggestions for a postcode. The built-in stand-in for a postcode address file: it makes
// a short, stable list of addresses on streets named after the postcode's area, so checkout can
// offer suggestions; customers can always type their address instead.
import type { Geocoder } from "./geocoder";

interface AddressSuggestion {
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  postcode: string;
}

export interface AddressFinder {
  lookup(postcode: string): AddressSuggestion[];
}

const STREETS = [
  "High Street",
  "Church Road",
  "Station Road",
  "Victoria Road",
  "Park Avenue",
  "Mill Lane",
  "Queen Street",
  "Kings Road",
  "Green Lane",
  "Manor Way",
  "Orchard Close",
  "Meadow View",
];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function standInAddressFinder(geocoder: Geocoder): AddressFinder {
  return {
    lookup(postcode) {
      const area = geocoder.lookupPostcode(postcode);
      if (!area) return [];
      const h = hash(postcode);
      const street = STREETS[h % STREETS.length]!;
      const first = 1 + (h % 40);
      return Array.from({ length: 8 }, (_, i) => ({
        addressLine1: `${first + i * 2} ${street}`,
        addressLine2: null,
        town: area.town,
        postcode,
      }));
    },
  };
}
