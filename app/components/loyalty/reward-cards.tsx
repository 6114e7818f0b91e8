// The reward screen's cards: one per open reward with its offers as toggle buttons (each a POST
// form), the locked rewards beneath, and the in-app temporary basket's hidden fields.
import { Form } from "react-router";
import { REWARD_MESSAGES, type SectionView } from "../../../domain/loyalty/loyalty";
import * as s from "./loyalty.css";
import { BasketSection } from "../basket/basket-section";
import { visuallyHidden } from "../../styles/ui.css";
import { intentName } from "../../forms/intent";
import { RewardCarousel } from "./reward-carousel";
import { RewardDetailTrigger } from "./reward-detail";

export interface TempBasketFields {
  tempBasketJSON: string;
  tempBasketHash: string;
}

/** In-app, every form carries the temporary basket the server signed last (decision 008). */
export function TempFields({ temp }: { temp: TempBasketFields | null }) {
  if (!temp) return null;
  return (
    <>
      <input type="hidden" name="tempBasketJSON" value={temp.tempBasketJSON} />
      <input type="hidden" name="tempBasketHash" value={temp.tempBasketHash} />
    </>
  );
}

export function RewardCards({
  sections,
  temp,
  onDetails,
}: {
  sections: SectionView[];
  temp: TempBasketFields | null;
  /** With JavaScript, opens a reward's detail dialog. */
  onDetails: (rewardId: number) => void;
}) {
  return (
    <RewardCarousel
      label="Your rewards"
      cards={sections.map((sec) => ({
        key: sec.thirdPartyRewardTypeId,
        complete: sec.groupComplete,
        content: <RewardCard sec={sec} temp={temp} onDetails={onDetails} />,
      }))}
    />
  );
}

function RewardCard({ sec, temp, onDetails }: { sec: SectionView; temp: TempBasketFields | null; onDetails: (id: number) => void }) {
  return (
    <>
      <p className={s.tag}>{sec.tagLabel}</p>
      <h2 id={`reward-${sec.index}`} className={s.title}>
        {sec.title}
      </h2>
      <p className={s.muted}>{sec.description}</p>
      <p className={s.muted}>{sec.expiry}</p>
      <p className={sec.groupComplete ? s.picked : s.muted}>
        {sec.maxSelectionForReward > 1 ? `${sec.pickHint} (${sec.picked} of ${sec.maxSelectionForReward} picked)` : sec.pickHint}
      </p>
      <Form method="post" preventScrollReset>
        <TempFields temp={temp} />
        <ul className={s.offers}>
          {sec.offers.map((o) => (
            <li key={o.offerId}>
              <button
                type="submit"
                name={intentName(o.selectedByThisUser ? "deselect" : "select", { sectionIndex: String(sec.index), offerId: o.offerId })}
                className={s.offer}
                aria-pressed={o.selectedByThisUser}
                disabled={o.disabled}
              >
                <span className={s.offerName}>
                  {o.title}
                  <span className={visuallyHidden}>{` for ${sec.title}`}</span>
                </span>
                {o.romanaUpgradePrice ? <span>{o.romanaUpgradePrice}</span> : o.showPrice ? <span>{o.price}</span> : null}
                {o.taken ? <span>{REWARD_MESSAGES.taken}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </Form>
      <RewardDetailTrigger section={sec} onOpen={onDetails} />
    </>
  );
}

export interface LockedReward {
  id: number;
  title: string;
  tagLabel: string;
  description: string;
  lockedText: string;
}

export function LockedRewards({ locked }: { locked: LockedReward[] }) {
  if (!locked.length) return null;
  return (
    <BasketSection id="locked-title" title="Locked rewards">
      <ul className={s.cards}>
        {locked.map((l) => (
          <li key={l.id} className={s.card}>
            <p className={s.tag}>{l.tagLabel}</p>
            <h3 className={s.title}>{l.title}</h3>
            <p className={s.muted}>{l.description}</p>
            <p className={s.muted}>{l.lockedText}</p>
          </li>
        ))}
      </ul>
    </BasketSection>
  );
}
