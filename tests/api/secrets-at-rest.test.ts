// No live secret at rest (docs/decisions/027): with production settings (no development outbox)
// the outbox keeps its messages sealed, so after a password reset request and a two-factor code
// no text value of any table holds the reset token, its secret half or the code. Messages leave
// the outbox when a sender marks them sent, and when they expire.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../support/http";
import { testRuntime } from "../support/runtime";
import { CODE_TTL_MINUTES } from "../../server/accounts/one-time-codes";
import { RESET_TTL_MINUTES } from "../../server/accounts/accounts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
let t: Awaited<ReturnType<typeof testRuntime>>;
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  t = await testRuntime({ NODE_ENV: "production", SESSION_SECRET: SECRET, DEV_OUTBOX: "false" });
  server = await serve(t.runtime);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const post = (path: string, json: unknown) => server.client().request(`/api${path}`, { method: "POST", json });

/** Every text value of every table of the database, as stored. */
async function everyStoredText(): Promise<string[]> {
  const db = t.runtime.db;
  const tables =
    t.runtime.config.database.kind === "postgres"
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
  expect(tables.map((r) => r.name)).toEqual(expect.arrayContaining(["outbox", "one_time_codes", "customers"]));
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
    for (const row of rows)
      for (const value of Object.values(row)) {
        if (typeof value === "string") texts.push(value);
        else if (value instanceof Uint8Array) texts.push(Buffer.from(value).toString("utf8"));
        else if (value && typeof value === "object") texts.push(JSON.stringify(value));
      }
  }
  return texts;
}

describe("the outbox at rest", () => {
  it("holds no reset token, secret half or sign-in code in clear, yet the services read them", async () => {
    expect((await post("/customer/forgottenPassword", { email: "gold@example.com" })).status).toBe(200);
    // The reset e-mail is made after the answer (docs/decisions/024).
    await t.runtime.services.accounts.settled();
    const login = await post("/customer/login", { email: "twofactor@example.com", password: "Password123!" });
    expect(((await login.json()) as { twoFactorRequired?: boolean }).twoFactorRequired).toBe(true);

    const [mail] = await t.runtime.services.sentMessages({ recipient: "gold@example.com", limit: 1 });
    const token = /\/resetPassword\/collection\/([\w.-]+)/.exec(mail!.body)![1]!;
    const [id, secret] = token.split(".") as [string, string];
    const [sms] = await t.runtime.services.sentMessages({ recipient: "+447700900166", limit: 1 });
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;

    const texts = await everyStoredText();
    const outboxRows = (await sql<{ subject: string; body: string }>`select subject, body from outbox`.execute(t.runtime.db)).rows;
    expect(outboxRows.length).toBeGreaterThanOrEqual(2);
    for (const row of outboxRows) for (const v of [row.subject, row.body]) expect(v).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const standalone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    for (const text of texts) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(secret);
      expect(text).not.toContain("resetPassword");
      expect(text).not.toMatch(standalone);
    }
    // The reset link's id names its one_time_codes row (with the HMAC only); that is all.
    expect(texts.filter((text) => text.includes(id))).toEqual([id]);
    // /dev/outbox is off in production.
    expect((await server.client().request("/dev/outbox")).status).toBe(404);
  });

  it("each message expires with what it carries, and the purge deletes it", async () => {
    const clock = t.clock;
    const start = clock.now();
    try {
      await post("/customer/forgottenPassword", { email: "silver@example.com" });
      await t.runtime.services.accounts.settled();
      await post("/customer/login", { email: "twofactor@example.com", password: "Password123!" });
      const [reset] = await t.runtime.services.sentMessages({ recipient: "silver@example.com", limit: 1 });
      const [sms] = await t.runtime.services.sentMessages({ recipient: "+447700900166", limit: 1 });
      expect(Date.parse(reset!.expiresAt) - Date.parse(reset!.createdAt)).toBe(RESET_TTL_MINUTES * 60_000);
      expect(Date.parse(sms!.expiresAt) - Date.parse(sms!.createdAt)).toBe(CODE_TTL_MINUTES * 60_000);

      clock.advance(CODE_TTL_MINUTES * 60_000);
      expect(await t.runtime.services.outbox.purgeExpired()).toBeGreaterThanOrEqual(1);
      const ids = async () => (await sql<{ id: string }>`select id from outbox`.execute(t.runtime.db)).rows.map((r) => r.id);
      expect(await ids()).not.toContain(sms!.id);
      expect(await ids()).toContain(reset!.id);

      clock.advance((RESET_TTL_MINUTES - CODE_TTL_MINUTES) * 60_000);
      await t.runtime.services.outbox.purgeExpired();
      expect(await ids()).not.toContain(reset!.id);
    } finally {
      clock.set(start);
    }
  });

  it("a sender takes each message once, oldest first, and marking it sent deletes it", async () => {
    await post("/customer/forgottenPassword", { email: "bronze@example.com" });
    await t.runtime.services.accounts.settled();
    const delivered: string[] = [];
    const count = await t.runtime.services.outbox.deliver(async (m) => void delivered.push(`${m.recipient}: ${m.subject}`));
    expect(count).toBe(delivered.length);
    expect(delivered).toContain("bronze@example.com: Reset your Crustello password");
    expect(await t.runtime.services.sentMessages({})).toEqual([]);
    expect(Number((await sql<{ n: number | string }>`select count(*) as n from outbox`.execute(t.runtime.db)).rows[0]!.n)).toBe(0);
    expect(await t.runtime.services.outbox.markSent("no-such-message")).toBe(false);
  });
});
