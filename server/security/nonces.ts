// The pages' CSP nonces: 16 random bytes each (128 bits, as the CSP spec asks), base64. They are cut
// from a pool of 4 kB filled by the same generator as crypto.randomBytes, 256 nonces a fill: a
// call to randomBytes for each page cost about 2 % of a page's CPU under load (decision 023).
import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const POOL_BYTES = 4096;

/** A source of nonces, each used once. */
export function nonceSource(): () => string {
  const pool = Buffer.alloc(POOL_BYTES);
  let at = POOL_BYTES;
  return () => {
    if (at === POOL_BYTES) {
      randomFillSync(pool);
      at = 0;
    }
    const nonce = pool.toString("base64", at, at + NONCE_BYTES);
    at += NONCE_BYTES;
    return nonce;
  };
}
