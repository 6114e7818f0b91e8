// Every real UK postcode must pass. The file lives in ../shared/data, beside the project in every
// checkout and in CI; it is never copied into the project. Where it is absent the test is skipped
// (and says why), never passed on an empty read.
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createGunzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isValidUkPostcode } from "./postcode";

const file = fileURLToPath(new URL("../../../shared/data/real-postcodes.csv.gz", import.meta.url));
const EXPECTED_LINES = 1_685_341;
const missing = !existsSync(file);

describe("real UK postcodes", () => {
  it.skipIf(missing)(
    `accepts all ${EXPECTED_LINES} postcodes in real-postcodes.csv.gz${missing ? ` (skipped: ${file} is missing)` : ""}`,
    async () => {
      const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
      let count = 0;
      // Keep only a few failures: a broken pattern would otherwise build a list of a million.
      const failures: string[] = [];
      for await (const line of lines) {
        count++;
        if (!isValidUkPostcode(line) && failures.length < 20) failures.push(JSON.stringify(line));
      }
      expect(failures).toEqual([]);
      expect(count).toBe(EXPECTED_LINES);
    },
    // A generous limit for slow CI machines, not a performance assertion.
    120_000,
  );
});
