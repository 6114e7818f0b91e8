// Password hashing with scrypt (Node's built-in, memory-hard). Stored as scrypt$N$r$p$salt$hash.
// Sign-in verifies exactly once per try: against the account's hash, or DUMMY_PASSWORD_HASH.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

const N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEYLEN, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/**
 * What an e-mail without an account is checked against, so that sign-in does the same work (one
 * scrypt at the same cost) whether or not the account exists. Random per process; nothing matches it.
 */
export const DUMMY_PASSWORD_HASH = `scrypt$${N}$${r}$${p}$${randomBytes(16).toString("base64url")}$${randomBytes(KEYLEN).toString("base64url")}`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, rr, pp, salt, expected] = parts as [string, string, string, string, string, string];
  const want = Buffer.from(expected, "base64url");
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), want.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return key.length === want.length && timingSafeEqual(key, want);
}
