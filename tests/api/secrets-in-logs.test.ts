// No secret reaches the logs (docs/decisions/027): at the production log level every request is
// logged, and a whole password reset journey (the request, the e-mailed link opened with a Referer,
// the new password posted from it, the confirmation) leaves neither the reset token nor its secret
// half in any line. Secret query parameters and credentials in headers are redacted too.
import { describe, expect, it } from "vitest";
import { pageServer } from "../support/pages";

const lines: string[] = [];
const site = pageServer({ LOG_LEVEL: "info" }, { log: { write: (line: string) => void lines.push(line) } });

const form = (base: string, referer: string, fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: base, referer },
  body: new URLSearchParams(fields).toString(),
});

describe("request logs", () => {
  it("a whole password reset journey logs neither the token nor its secret half", async () => {
    const { base, runtime } = site.server;
    const c = site.server.client();
    const start = lines.length;
    const forgotten = "/collection/checkout/forgottenPassword";
    expect((await c.request(forgotten)).status).toBe(200);
    const sent = await c.request(forgotten, form(base, base + forgotten, { email: "gold@example.com" }));
    expect(sent.status).toBe(200);
    // The reset e-mail is made after the answer (docs/decisions/024).
    await runtime.services.accounts.settled();

    const [mail] = await runtime.services.sentMessages({ recipient: "gold@example.com", limit: 1 });
    const link = /https?:\/\/\S+\/resetPassword\/collection\/([\w.-]+)/.exec(mail!.body)!;
    const token = link[1]!;
    const [id, secret] = token.split(".");
    expect(secret!.length).toBeGreaterThan(10);
    const resetPath = `/resetPassword/collection/${token}`;

    // Opened from the e-mail (a webmail page naming the link), and its navigation data.
    const page = await c.request(resetPath, {
      headers: { referer: `https://mail.example.com/read?link=${encodeURIComponent(base + resetPath)}` },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Choose a new password");
    expect((await c.request(`${resetPath}.data`, { headers: { referer: base + resetPath } })).status).toBe(200);
    // The form posts from the page itself: its Referer is the link.
    const reset = await c.request(resetPath, form(base, base + resetPath, { password: "NewPassword9", confirmPassword: "NewPassword9" }));
    expect(reset.status).toBe(302);
    const confirmation = reset.headers.get("location")!;
    const done = await c.request(confirmation, { headers: { referer: base + resetPath } });
    expect(done.status).toBe(200);

    const journey = lines.slice(start);
    // Every request was logged (the production default), the reset page's address with its token redacted.
    expect(journey.filter((l) => l.includes('"url":"/resetPassword/collection/[REDACTED]')).length).toBeGreaterThanOrEqual(3);
    expect(journey.some((l) => l.includes("/passwordResetConfirmation"))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(secret);
      expect(line).not.toContain(id);
      expect(line).not.toContain(encodeURIComponent(token));
    }
  });

  it("redacts secret query parameters, cookies and credentials, and keeps the rest", async () => {
    const { base } = site.server;
    const c = site.server.client();
    await c.request("/collection");
    expect(c.jar.size).toBeGreaterThan(0);
    const start = lines.length;
    await c.request("/collection?token=Tok3nValueAbc&code=123456&postcode=SW1A1AA&api_key=k3yV4lue", {
      headers: { authorization: "Bearer s3cretBearer", "x-api-key": "apiKeyValue9", referer: `${base}/welcome?resetCode=998877` },
    });
    await c.request("/api/application/getCustomerState?sessionToken=AbcDef123456789Xyz");
    // A page is logged once its answer has finished streaming, which may be after the answer's headers came.
    await expect.poll(() => lines.slice(start).join("\n")).toContain("postcode=SW1A1AA");
    const logged = lines.slice(start).join("\n");
    expect(logged).toContain("token=[REDACTED]");
    for (const value of ["Tok3nValueAbc", "123456", "k3yV4lue", "s3cretBearer", "apiKeyValue9", "998877", "AbcDef123456789Xyz"])
      expect(logged).not.toContain(value);
    for (const cookie of c.jar.values()) expect(logged).not.toContain(cookie);
  });

  it("an address the server cannot read is logged, as its error, without the token", async () => {
    const c = site.server.client();
    const token = "AbCdEf0123456789.ZyXwVu9876543210aBcDeF";
    const start = lines.length;
    const res = await c.request(`/resetPassword/collection/${token}%E0%A4%A`);
    // Refused before React Router, which would print the address whole.
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("We couldn’t read that address");
    const logged = lines.slice(start);
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).not.toContain(token.split(".")[1]);
  });
});
