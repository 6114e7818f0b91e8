// Times rankByDistance over 10,000 synthetic restaurants; prints one JSON line for bench/run.js.
import { performance } from "node:perf_hooks";
import { makeSyntheticRestaurants } from "../domain/search/geo.fixtures";
import { rankByDistance } from "../domain/search/geo";

const n = 10_000;
const items = makeSyntheticRestaurants(n, 7);
const origin = { latitude: 51.5072, longitude: -0.1276 };
for (let i = 0; i < 50; i++) rankByDistance(origin, items);
const times: number[] = [];
for (let i = 0; i < 300; i++) {
  const t = performance.now();
  rankByDistance(origin, items);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3));
console.log(JSON.stringify({ n, runs: times.length, median: at(0.5), p99: at(0.99) }));
