// GET /api/application's frontEndConfig (spec 1 §3, spec 2 §3): the popup pickers, and the piccolo
// (kids') menu's title and introductions, long and mobile, for both brands.
import { describe, expect, it } from "vitest";
import { ApplicationPayload } from "../../server/api/schemas/menu";
import { apiServer } from "../support/http";

const uk = apiServer();
const ie = apiServer({ BRAND: "ie" });

const frontEndConfigOf = async (api: typeof uk) => {
  const res = await api.server.client().request("/api/application");
  expect(res.status).toBe(200);
  return ApplicationPayload.parse(await res.json()).frontEndConfig;
};

describe("frontEndConfig", () => {
  it("carries the piccolo menu's title, introduction and mobile introduction beside its ids", async () => {
    for (const api of [uk, ie]) {
      const config = await frontEndConfigOf(api);
      expect(config).toMatchObject({
        piccoloMenuIds: [],
        piccoloMenuTitle: "Kids' menu",
        piccoloMenuIntroduction: expect.stringMatching(/^A main, a drink and a gelato for under-12s/),
        piccoloMenuIntroductionMobile: "Sized for smaller appetites, for under-12s.",
      });
      expect(config.popupModalIds).toContain("kids-gelato-flavour");
    }
  });
});
