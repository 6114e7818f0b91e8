// Synthetic restaurants for tests and benchmarks of distance ranking. Seeded so a failure or a
// timing can be reproduced exactly; never used by the application itself.

export interface SyntheticRestaurant {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

// mulberry32: tiny, fast, and good enough to scatter points; Math.random cannot be seeded.
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `n` restaurants scattered over Great Britain and Ireland (roughly 50–58.6° N, 10.5° W–1.8° E),
 * with half of them clustered around a few cities so a search finds realistic numbers nearby.
 */
export function makeSyntheticRestaurants(n: number, seed = 1): SyntheticRestaurant[] {
  const random = mulberry32(seed);
  const cities = [
    { latitude: 51.5072, longitude: -0.1276 }, // London
    { latitude: 53.4808, longitude: -2.2426 }, // Manchester
    { latitude: 52.4862, longitude: -1.8904 }, // Birmingham
    { latitude: 55.9533, longitude: -3.1883 }, // Edinburgh
    { latitude: 53.3498, longitude: -6.2603 }, // Dublin
  ];
  const out: SyntheticRestaurant[] = [];
  for (let i = 0; i < n; i++) {
    let latitude: number;
    let longitude: number;
    if (random() < 0.5) {
      const c = cities[Math.floor(random() * cities.length)]!;
      // About ±15 miles around the city centre.
      latitude = c.latitude + (random() - 0.5) * 0.44;
      longitude = c.longitude + (random() - 0.5) * 0.72;
    } else {
      latitude = 50 + random() * 8.6;
      longitude = -10.5 + random() * 12.3;
    }
    out.push({ id: i + 1, name: `Synthetic ${i + 1}`, latitude: round6(latitude), longitude: round6(longitude) });
  }
  return out;
}

// Six decimals (about 10 cm) like real seed coordinates.
function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
