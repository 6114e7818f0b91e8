// Text kept encrypted at rest (docs/decisions/027): AES-256-GCM with a key derived from
// SESSION_SECRET by HKDF-SHA256 under a purpose label, so each use (the outbox, say) has a key of
// its own and none is the secret itself. A sealed value is `v1.<iv>.<ciphertext>.<tag>`
// (base64url); it is bound to its context (a row's id and column, the associated data), so a
// value copied to another row or column does not open. A changed, truncated or foreign value, or
// another key, throws.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  seal(text: string, context: string): string;
  open(sealed: string, context: string): string;
}

export class UnsealError extends Error {
  constructor() {
    super("sealed text could not be opened (changed, or sealed with another key)");
    this.name = "UnsealError";
  }
}

/** A 32-byte key for one purpose, derived from the application secret. */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "pizza-app key derivation", purpose, 32));
}

export function sealer(secret: string, purpose: string): Sealer {
  const key = derivedKey(secret, purpose);
  return {
    seal(text, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
    },
    open(sealed, context) {
      const [version, iv, ciphertext, tag, ...rest] = sealed.split(".");
      if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined || rest.length) throw new UnsealError();
      const ivBytes = Buffer.from(iv, "base64url");
      const tagBytes = Buffer.from(tag, "base64url");
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new UnsealError();
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        throw new UnsealError();
      }
    },
  };
}
