// /test/comparerewards (spec 2 §2): the developer's reward picker, present only with the feature
// flag showRewardComparePage (else 404). A GET form chooses sample data or the API's rewards
// catalogue and a tier (gold, silver, bronze, signup); the cards a newly joined member of that tier
// would hold show beneath (docs/decisions/018).
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/compare-rewards";
import { getApp } from "../context";
import { tierDisplayName } from "../../domain/loyalty/loyalty";
import { COMPARE_SOURCES, COMPARE_TIERS, compareCards, SAMPLE_REWARDS } from "../../domain/loyalty/reward-compare";
import { PageHeading } from "../components/site/page-heading";
import { SubmitRow } from "../components/ui/fields";
import * as f from "../components/ui/form.css";
import * as s from "../components/loyalty/loyalty.css";
import { container } from "../styles/ui.css";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

const query = z.object({
  source: z.enum(COMPARE_SOURCES).catch("sample"),
  tier: z.enum(["gold", "silver", "bronze", "signup"]).catch("gold"),
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = getApp(context);
  if (!services.features.showRewardComparePage) throw data(null, { status: 404, statusText: "Not Found" });
  const params = new URL(request.url).searchParams;
  const { source, tier } = query.parse({ source: params.get("source") ?? undefined, tier: params.get("tier") ?? undefined });
  const defs = source === "api" ? await services.loyalty.catalogue() : SAMPLE_REWARDS;
  return {
    source,
    tier,
    cards: compareCards(defs, tier, services.clock.now(), services.brand.timeZone),
    brandName: services.brand.name,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Compare rewards | ${loaderData?.brandName ?? ""}` }, { name: "robots", content: "noindex" }];
}

const SOURCE_LABELS = { sample: "Sample data", api: "API data" } as const;

export default function CompareRewards({ loaderData }: Route.ComponentProps) {
  const { source, tier, cards } = loaderData;
  return (
    <div className={container}>
      <div className={f.page}>
        <PageHeading>Compare rewards</PageHeading>
        <Form method="get" className={f.form}>
          <fieldset className={f.field}>
            <legend className={f.label}>Data</legend>
            {COMPARE_SOURCES.map((value) => (
              <label key={value} className={f.check}>
                <input type="radio" name="source" value={value} defaultChecked={value === source} />
                {SOURCE_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <div className={f.field}>
            <label htmlFor="compare-tier" className={f.label}>
              Tier
            </label>
            <select id="compare-tier" name="tier" defaultValue={tier} className={f.input}>
              {COMPARE_TIERS.map((t) => (
                <option key={t} value={t}>
                  {t === "signup" ? "Sign up (Club Member)" : tierDisplayName(t)}
                </option>
              ))}
            </select>
          </div>
          <SubmitRow>Show rewards</SubmitRow>
        </Form>
        <section aria-labelledby="compare-cards">
          <h2 id="compare-cards">{`${SOURCE_LABELS[source]}: ${tierDisplayName(tier)} rewards`}</h2>
          <ul className={s.cards} aria-label="Reward cards">
            {cards.map((c) => (
              <li key={c.id} className={s.card}>
                <p className={s.tag}>{c.tagLabel}</p>
                <h3 className={s.title}>{c.title}</h3>
                <p className={s.muted}>{c.description}</p>
                <p className={s.muted}>{c.locked ? c.lockedText : c.expiry}</p>
                <p className={s.muted}>{c.pickHint}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
