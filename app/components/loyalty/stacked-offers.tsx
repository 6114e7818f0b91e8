// The basket's stacked offers (decision 018): the member's rewards usable here, stacked as short
// cards, each saying whether it is on the basket, with one way to the reward screen.
import { Link } from "react-router";
import type { StackedOffer } from "../../routes/basket-stacked-offers.server";
import * as b from "../basket/basket.css";
import { BasketSection } from "../basket/basket-section";
import * as s from "./loyalty.css";

export function StackedOffers({ offers, loyaltyPath }: { offers: StackedOffer[]; loyaltyPath: string }) {
  if (!offers.length) return null;
  return (
    <BasketSection id="stacked-offers-title" title="Rewards & Offers" className={b.lines}>
      <ul className={s.stack}>
        {offers.map((o) => (
          <li key={o.id} className={s.card}>
            <p className={s.tag}>{o.tagLabel}</p>
            <p className={s.offerName}>{o.title}</p>
            <p className={s.muted}>{o.expiry}</p>
            <p className={o.picked ? s.picked : s.muted}>{o.picked ? "Added to your basket" : o.hint}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={loyaltyPath}>Apply rewards &amp; offers</Link>
      </p>
    </BasketSection>
  );
}
