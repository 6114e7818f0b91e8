// The basket's club section: a member's open rewards and the way to choose them, a guest's
// invitation to the club, the stacked offers and the rewards' notes (app/routes/basket-rewards.server.ts).
import { Link } from "react-router";
import type { OrderMode } from "../../../domain/basket/basket";
import type { BasketRewardsSection } from "../../routes/basket-rewards.server";
import { paths } from "../../paths";
import { ClubBanner } from "./club-banner";
import { StackedOffers } from "./stacked-offers";
import * as s from "../basket/basket.css";

export function BasketRewards({ loyalty, mode, returnTo }: { loyalty: BasketRewardsSection; mode: OrderMode; returnTo: string }) {
  return (
    <>
      {loyalty.member ? (
        <details className={s.notice}>
          <summary>{`Your rewards${loyalty.tierName ? ` (${loyalty.tierName})` : ""}: ${loyalty.open.length} available`}</summary>
          {loyalty.noneText === null ? (
            <ul>
              {loyalty.open.map((r) => (
                <li key={r.id}>{`${r.tagLabel}: ${r.title}`}</li>
              ))}
            </ul>
          ) : (
            <p>{loyalty.noneText}</p>
          )}
          <p>
            <Link to={paths.loyalty(mode)}>Choose rewards</Link>
          </p>
        </details>
      ) : !loyalty.signedIn ? (
        <ClubBanner mode={mode} returnTo={returnTo} />
      ) : null}
      <StackedOffers offers={loyalty.stacked} loyaltyPath={paths.loyalty(mode)} />
      {loyalty.addedText !== null ? (
        <p className={s.lineName} role="status">
          {loyalty.addedText}
        </p>
      ) : null}
      {loyalty.underMinimumText !== null ? (
        <p className={s.notice} role="status">
          {loyalty.underMinimumText}
        </p>
      ) : null}
    </>
  );
}
