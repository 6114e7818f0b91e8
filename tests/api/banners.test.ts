// GET /api/application answers the deal banners live now in cmsConfig.banners (weekday, time
// window and date range in the restaurant's or the brand's time zone, at the injected clock's
// time), in colours that read; /banners.css draws them.
import { afterEach, describe, expect, it } from "vitest";
import { ApplicationPayload } from "../../server/api/schemas/menu";
import { contrast } from "../../app/styles/contrast";
import { apiServer } from "../support/http";
import { TEST_NOW } from "../support/runtime";

const uk = apiServer();
const ie = apiServer({ BRAND: "ie" });

async function bannersAt(server: typeof uk, iso: string, query = "") {
  server.t.clock.set(new Date(iso));
  const res = await server.server.client().request(`/api/application${query}`);
  expect(res.status).toBe(200);
  const body = ApplicationPayload.parse(await res.json());
  return body.cmsConfig.banners;
}

describe("cmsConfig.banners", () => {
  afterEach(() => {
    uk.t.clock.set(TEST_NOW);
    ie.t.clock.set(TEST_NOW);
  });

  it("holds none when no banner is live (Friday 12:30 in London)", async () => {
    expect(await bannersAt(uk, "2026-11-20T12:30:00Z")).toEqual([]);
  });

  it("holds Friday's delivery banner from 17:00 to before 22:00 London time, naming its journey", async () => {
    expect(await bannersAt(uk, "2026-11-20T16:59:00Z")).toEqual([]);
    const live = await bannersAt(uk, "2026-11-20T17:00:00Z");
    expect(live).toMatchObject([{ id: "friday-night-feast", header: "Friday Night Feast", journey: "delivery", ctaLink: "/delivery" }]);
    expect(await bannersAt(uk, "2026-11-20T21:59:00Z")).toHaveLength(1);
    expect(await bannersAt(uk, "2026-11-20T22:00:00Z")).toEqual([]);
  });

  it("answers readable colours: the weekend banner's white on yellow becomes black on yellow", async () => {
    const [weekend] = await bannersAt(uk, "2026-11-21T10:00:00Z");
    expect(weekend).toMatchObject({ id: "weekend-sharing", journey: "both", backgroundColour: "#ffd400", colour: "#000000" });
    expect(contrast(weekend!.backgroundColour, weekend!.colour)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps to the date range (Christmas platters from 1 to 24 December, both ends counted)", async () => {
    expect((await bannersAt(uk, "2026-11-30T23:59:00Z")).map((b) => b.id)).not.toContain("christmas-platters");
    expect((await bannersAt(uk, "2026-12-01T00:00:00Z")).map((b) => b.id)).toContain("christmas-platters");
    expect((await bannersAt(uk, "2026-12-24T23:59:00Z")).map((b) => b.id)).toContain("christmas-platters");
    expect((await bannersAt(uk, "2026-12-25T00:00:00Z")).map((b) => b.id)).not.toContain("christmas-platters");
  });

  it("reads Dublin's clock for the Irish brand, with a restaurant or without", async () => {
    // Thursday 2 July 2026: 10:30 UTC is 11:30 IST, inside the 11:00–15:00 lunch window; 09:30 UTC is not.
    expect((await bannersAt(ie, "2026-07-02T10:30:00Z")).map((b) => b.id)).toEqual(["midweek-lunch"]);
    expect((await bannersAt(ie, "2026-07-02T10:30:00Z", "?restaurantId=2001")).map((b) => b.id)).toEqual(["midweek-lunch"]);
    expect(await bannersAt(ie, "2026-07-02T09:30:00Z")).toEqual([]);
    const [lunch] = await bannersAt(ie, "2026-07-02T10:30:00Z");
    expect(lunch?.body).toContain("€8.95");
  });
});

describe("GET /banners.css", () => {
  it("gives each banner a rule with its readable pair", async () => {
    const res = await uk.server.client().request("/banners.css");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/css/);
    const css = await res.text();
    expect(css).toContain('[data-banner][data-banner="weekend-sharing"]{background-color:#ffd400;color:#000000}');
    expect(css).toContain('[data-banner][data-banner="friday-night-feast"]{background-color:#1b4d3e;color:#ffffff}');
  });
});
