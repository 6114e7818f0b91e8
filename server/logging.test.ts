import { describe, expect, it } from "vitest";
import { errorSerializer, REDACTED, scrubHeaders, scrubText, scrubUrl } from "./logging";

const TOKEN = "Qm9vb29vb29vb29v.c2VjcmV0LXNlY3JldC1zZWNyZXQtMTIzNDU2";

describe("scrubUrl", () => {
  it("redacts the reset link's token segment, with or without origin and .data", () => {
    expect(scrubUrl(`/resetPassword/delivery/${TOKEN}`)).toBe(`/resetPassword/delivery/${REDACTED}`);
    expect(scrubUrl(`/resetPassword/collection/${TOKEN}.data?_routes=x`)).toBe(`/resetPassword/collection/${REDACTED}?_routes=x`);
    // The e-mail verification link's token, however short or plain it looks.
    expect(scrubUrl(`/verifyemail/abc.def`)).toBe(`/verifyemail/${REDACTED}`);
    expect(scrubUrl(`https://user:pw@shop.example/resetPassword/collection/${TOKEN}#top`)).toBe(
      `https://shop.example/resetPassword/collection/${REDACTED}#…`,
    );
  });

  it("redacts a token-like segment on any page, and secret query parameters by name or look", () => {
    expect(scrubUrl(`/verifyEmail/${TOKEN}`)).toBe(`/verifyEmail/${REDACTED}`);
    expect(scrubUrl("/x?token=abc&code=123456&apiKey=k&postcode=SW1A1AA&q=pizza")).toBe(
      `/x?token=${REDACTED}&code=${REDACTED}&apiKey=${REDACTED}&postcode=SW1A1AA&q=pizza`,
    );
    expect(scrubUrl(`/x?ref=${TOKEN}`)).toBe(`/x?ref=${REDACTED}`);
  });

  it("keeps ordinary addresses and scrubs an address inside a query", () => {
    expect(scrubUrl("/delivery/menu/1001/customise/margherita?checkout=1")).toBe("/delivery/menu/1001/customise/margherita?checkout=1");
    expect(scrubUrl("/passwordResetConfirmation?journey=collection")).toBe("/passwordResetConfirmation?journey=collection");
    const nested = scrubUrl(`/collection/checkout/login?redirectTo=${encodeURIComponent(`/resetPassword/collection/${TOKEN}`)}`);
    expect(nested).not.toContain(TOKEN);
    expect(decodeURIComponent(nested)).toContain(`/resetPassword/collection/${REDACTED}`);
  });
});

describe("scrubHeaders and errors", () => {
  it("redacts credentials and scrubs Referer and Location", () => {
    const out = scrubHeaders({
      cookie: "CUSTOMER_SESSION=abc",
      "set-cookie": ["BASKET_ID=x"],
      authorization: "Bearer x",
      "x-auth-token": "t",
      referer: `https://shop.example/resetPassword/collection/${TOKEN}`,
      location: `/x?code=654321`,
      accept: "text/html",
    });
    expect(out).toEqual({
      cookie: REDACTED,
      "set-cookie": REDACTED,
      authorization: REDACTED,
      "x-auth-token": REDACTED,
      referer: `https://shop.example/resetPassword/collection/${REDACTED}`,
      location: `/x?code=${REDACTED}`,
      accept: "text/html",
    });
  });

  it("scrubs addresses in error messages and stacks", () => {
    const err = errorSerializer(new URIError(`Failed to decode param '/resetPassword/collection/${TOKEN}'`));
    expect(JSON.stringify(err)).not.toContain(TOKEN);
    expect(err.message).toContain(REDACTED);
    expect(scrubText(`GET /x?token=abc failed`)).toBe(`GET /x?token=${REDACTED} failed`);
  });
});
