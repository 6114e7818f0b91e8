// Deal banners (cmsConfig.banners): seeded per brand, read at start-up, and shown by the rule in
// domain/menu/banners.ts, in the restaurant's time zone (the brand's before one is chosen), at the
// injected clock's time, in colours that reach WCAG AA.
import { createHash } from "node:crypto";
import { activeBanners, isBannerLive, readableColours, type DealBanner } from "../../domain/menu/banners";
import type { OrderMode } from "../../domain/basket/basket";
import { filePaths } from "../../app/paths";
import type { Brand } from "../brands";
import type { Clock } from "../providers/clock";
import type { BannerSeed } from "../seed/schemas";
import type { SearchService } from "../search";

export type ShownBanner = DealBanner & { id: string };

const drawn = (b: BannerSeed): ShownBanner => ({ ...b, ...readableColours(b.backgroundColour, b.colour) });

export function bannerService(deps: { banners: readonly BannerSeed[]; clock: Clock; brand: Brand; search: SearchService }) {
  const { banners, clock, brand, search } = deps;
  const zoneOf = async (restaurantId: number | null) =>
    (restaurantId ? (await search.record(restaurantId))?.timeZone : undefined) ?? brand.timeZone;
  // The page's styles may only come from this site (Content-Security-Policy), so each banner's
  // colours are rules of one stylesheet (GET /banners.css), built once from the seeds.
  const stylesheet = banners
    .map(drawn)
    .map((b) => `[data-banner][data-banner="${b.id}"]{background-color:${b.backgroundColour};color:${b.colour}}`)
    .join("\n");
  const version = createHash("sha256").update(stylesheet).digest("hex").slice(0, 12);
  return {
    /** The colours of every banner, as CSS; `href` changes when they do, so it may be cached for long. */
    stylesheet: { css: stylesheet, href: filePaths.bannerStyles({ v: version }) },
    /** The banners to show now on a journey (the search page, the menu). */
    async forJourney(journey: OrderMode, restaurantId: number | null): Promise<ShownBanner[]> {
      return activeBanners(banners, clock.now(), await zoneOf(restaurantId), journey).map(drawn);
    },
    /** Every banner live now, each naming its journey (GET /api/application's cmsConfig). */
    async live(restaurantId: number | null): Promise<ShownBanner[]> {
      const zone = await zoneOf(restaurantId);
      const now = clock.now();
      return banners.filter((b) => isBannerLive(b, now, zone)).map(drawn);
    },
  };
}
