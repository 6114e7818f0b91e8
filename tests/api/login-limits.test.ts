// Limits that hold against bursts: every try takes its point before it is checked, so parallel
// tries cost one each and the ones past the limit are refused unchecked, a right answer too. The
// password verification and the code look-up wait at a gate until the whole burst has arrived,
// so the burst is at once however the machine schedules it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { gates } from "../support/burst-gate";
import { apiServer, basketIdOf, viewerOf } from "../support/http";

vi.mock("../../server/security/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/security/password")>();
  const { gates } = await import("../support/burst-gate");
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      await gates.password.hold();
      return real.verifyPassword(password, stored);
    },
  };
});
vi.mock("../../server/db/repositories/codes", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/db/repositories/codes")>();
  const { gates } = await import("../support/burst-gate");
  return {
    ...real,
    codesRepository: (db: Parameters<typeof real.codesRepository>[0]) => {
      const repo = real.codesRepository(db);
      return {
        ...repo,
        latest: async (...args: Parameters<typeof repo.latest>) => {
          await gates.codeLookup.hold();
          return repo.latest(...args);
        },
      };
    },
  };
});

vi.mock("../../server/db/repositories/vouchers", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/db/repositories/vouchers")>();
  const { gates } = await import("../support/burst-gate");
  return {
    ...real,
    vouchersRepository: (db: Parameters<typeof real.vouchersRepository>[0]) => {
      const repo = real.vouchersRepository(db);
      return {
        ...repo,
        get: async (...args: Parameters<typeof repo.get>) => {
          await gates.voucherLookup.hold();
          return repo.get(...args);
        },
      };
    },
  };
});

const api = apiServer();
afterEach(() => {
  gates.password.close();
  gates.codeLookup.close();
  gates.voucherLookup.close();
});

/** Sends the requests at once through a gate; answers in the order sent. */
async function burst<T>(gate: (typeof gates)[keyof typeof gates], sends: (() => Promise<T>)[]): Promise<T[]> {
  gate.open(sends.length);
  return Promise.all(sends.map((send) => send().finally(() => gate.answered())));
}
type Client = ReturnType<typeof api.server.client>;

const post = async (c: Client, path: string, json?: unknown) => {
  const res = await c.request(`/api${path}`, { method: "POST", ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: await res.json() };
};
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;

describe("a burst of sign-in tries", () => {
  it("30 at once, the right password last: all answered, the right one refused, and it stays refused", async () => {
    const email = "silver@example.com";
    const passwords = Array.from({ length: 30 }, (_, i) => (i === 29 ? "Password123!" : `Wrong-guess-${i}`));
    const answers = await burst(
      gates.password,
      passwords.map((password) => () => post(api.server.client(), "/customer/login", { email, password })),
    );

    expect(answers).toHaveLength(30);
    // Five points per account: four wrong answers, the fifth wrong one already says to wait, and
    // every other try, checked or not, waits.
    expect(answers.filter((a) => a.status === 401)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(26);
    const right = answers[29]!;
    expect(right.status).toBe(429);
    expect(right.body.errors[0]).toEqual({ path: "email", message: "Too many attempts. Please try again in 15 minutes." });
    expect(answers.some((a) => a.body.customer)).toBe(false);

    // The account stays locked for the right password too, until the block ends.
    const later = await post(api.server.client(), "/customer/login", { email, password: "Password123!" });
    expect(later.status).toBe(429);
    expect(later.body.errors[0].message).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
  });

  it("an unknown e-mail is limited the same way as a known one", async () => {
    const answers = await burst(
      gates.password,
      Array.from(
        { length: 10 },
        (_, i) => () => post(api.server.client(), "/customer/login", { email: "nobody@example.com", password: `x${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(6);
  });
});

describe("a burst of two-factor codes", () => {
  it("20 at once, the right code last: at most 5 are compared and the right one is refused", async () => {
    const c = api.server.client();
    const login = await post(c, "/customer/login", { email: "twofactor@example.com", password: "Password123!" });
    expect(login.body.twoFactorRequired).toBe(true);
    const outbox = await api.t.runtime.services.sentMessages({ recipient: "+447700900166", limit: 1 });
    const code = codeIn(outbox[0]!.body);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
    const codes = Array.from({ length: 20 }, (_, i) => (i === 19 ? code : wrong(i)));
    const answers = await burst(
      gates.codeLookup,
      codes.map((c2) => () => post(c, "/customer/validate2FA", { code: c2 })),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers[19]!.body.errors[0].message).toBe("Too many wrong codes. Request a new code.");
  });
});

describe("other bursts", () => {
  it("15 voucher codes at once on one basket, a good one last: 10 are looked up and the good one waits", async () => {
    const c = api.server.client();
    await c.request("/api/basket/SetRestaurantDistance/1001/0.3/W1D%203QU", { method: "POST" });
    await c.request("/api/basket/QuickAddItem/margherita/2", { method: "POST" });
    const codes = Array.from({ length: 15 }, (_, i) => (i === 14 ? "SAVE20" : `GUESS${i}`));
    const answers = await burst(
      gates.voucherLookup,
      codes.map((voucherCode) => async () => (await c.request("/api/basket/AddVoucher", { method: "POST", json: { voucherCode } })).json()),
    );
    const limited = answers.filter((a) => a.voucherExceptions[0]?.message.startsWith("Too many attempts"));
    expect(limited).toHaveLength(5);
    expect(answers[14].voucherExceptions[0]).toMatchObject({
      code: "SAVE20",
      message: "Too many attempts. Please try again in 15 minutes.",
    });
    expect((await api.t.runtime.services.basketView(basketIdOf(c), await viewerOf(api.t.runtime, c))).view.voucherLines).toEqual([]);
  });

  it("8 reset requests at once for one address: 3 e-mails go, the rest wait", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(api.server.client(), "/customer/forgottenPassword", { email: "gold@example.com" })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    await api.t.runtime.services.accounts.settled();
    expect(await api.t.runtime.services.sentMessages({ recipient: "gold@example.com" })).toHaveLength(3);
  });
});
