// fast-check arbitraries for request bodies and their Content-Type: JSON, text, URL-encoded forms
// with real and junk fields, whole and broken multipart, huge field names, UTF-16 and Latin-1
// text, random bytes.
import fc from "fast-check";

const FIELD_NAMES = [
  "intent",
  "restaurantId",
  "itemId",
  "quantity",
  "portion",
  "searchTerm",
  "lat",
  "lon",
  "confirmed",
  "email",
  "password",
  "firstName",
  "lastName",
  "mobileNumber",
  "code",
  "voucherCode",
  "cardNumber",
  "expiry",
  "cvv",
  "expectedTotal",
  "idempotencyKey",
  "offerId",
  "returnTo",
  "allergen",
  "diet",
  "apply",
  "_data",
  "index",
];
const fieldName = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 70_000 }).map((n) => "n".repeat(n)) },
);
const fieldValue = fc.oneof(
  fc.constantFrom(
    "add",
    "remove",
    "inc|g|o",
    "select-restaurant",
    "1001",
    "margherita",
    "1",
    "-1",
    "0",
    "99999999999999999999",
    "yes",
    "a@b.c",
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => "v".repeat(n)),
);
const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 8 });

const urlencoded = fc.oneof(
  fields.map((f) => new URLSearchParams(f).toString()),
  // Percent-encoding junk and separators a parser must survive.
  fc
    .array(fc.constantFrom("a=1", "%", "%zz", "=", "&&", "+", "%E0%A4%A", "a[b]=c", "a=%FF%FE", "x==y", ";"), { maxLength: 10 })
    .map((p) => p.join("&")),
);

const BOUNDARY = "----fuzzB0undary";
const multipart = fc
  .tuple(fields, fc.nat(), fc.constantFrom("whole", "truncated", "no-close", "bad-headers", "wrong-boundary"))
  .map(([f, cut, kind]) => {
    let body = f
      .map(([k, v]) =>
        kind === "bad-headers"
          ? `--${BOUNDARY}\r\nContent-Disposition: ${k}\r\n\r\n${v}\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "")}"\r\n\r\n${v}\r\n`,
      )
      .join("");
    if (kind !== "no-close") body += `--${BOUNDARY}--\r\n`;
    if (kind === "truncated") body = body.slice(0, cut % (body.length + 1));
    if (kind === "wrong-boundary") body = body.replaceAll(BOUNDARY, "other");
    return body;
  });

const body: fc.Arbitrary<Buffer | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.json().map((j) => Buffer.from(j)) },
  { weight: 3, arbitrary: urlencoded.map((s) => Buffer.from(s)) },
  { weight: 2, arbitrary: multipart.map((s) => Buffer.from(s)) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((s) => Buffer.from(s, "utf16le")) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((s) => Buffer.from(s, "latin1")) },
);

const contentType = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded; charset=utf-16",
      "APPLICATION/X-WWW-FORM-URLENCODED",
      `multipart/form-data; boundary=${BOUNDARY}`,
      `multipart/form-data; boundary="${BOUNDARY}"`,
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "application/json",
      "application/json; charset=latin1",
      "text/plain",
      'text/plain; charset="',
      "application/octet-stream",
      "application/xml",
      "",
      ";;;",
      "*/*",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 40 }) },
);

// A body and its Content-Type: often a pair that belongs together (so actions see real forms),
// otherwise any type with any body.
export const payload: fc.Arbitrary<[string | undefined, Buffer | undefined]> = fc.oneof(
  { weight: 3, arbitrary: urlencoded.map((s): [string, Buffer] => ["application/x-www-form-urlencoded", Buffer.from(s)]) },
  { weight: 2, arbitrary: multipart.map((s): [string, Buffer] => [`multipart/form-data; boundary=${BOUNDARY}`, Buffer.from(s)]) },
  { weight: 1, arbitrary: fc.json().map((j): [string, Buffer] => ["application/json", Buffer.from(j)]) },
  { weight: 4, arbitrary: fc.tuple(contentType, body) },
);
