// A reward's detail with its terms and conditions (spec 2 §2 modals: "reward detail with terms and
// conditions"): a dialog, a bottom sheet on small screens and in-app (decision 009). With
// JavaScript its trigger is a button that opens it in place; without, a link to the same page with
// ?reward={id}, which the server renders with the dialog open (docs/decisions/018).
import type { SectionView } from "../../../domain/loyalty/loyalty";
import { useHydrated } from "../../lib/hydrated";
import { Dialog } from "../ui/dialog";
import * as b from "../basket/basket.css";
import * as s from "./loyalty.css";
import { visuallyHidden } from "../../styles/ui.css";

export function RewardDetailTrigger({ section, onOpen }: { section: SectionView; onOpen: (id: number) => void }) {
  const hydrated = useHydrated();
  const label = (
    <>
      Details and terms<span className={visuallyHidden}>{` of ${section.title}`}</span>
    </>
  );
  if (!hydrated) return <a href={`?reward=${section.thirdPartyRewardTypeId}`}>{label}</a>;
  return (
    <button type="button" className={s.linkButton} aria-haspopup="dialog" onClick={() => onOpen(section.thirdPartyRewardTypeId)}>
      {label}
    </button>
  );
}

export function RewardDetailDialog({
  section,
  closeHref,
  onClose,
}: {
  section: SectionView;
  closeHref: string;
  onClose?: (() => void) | undefined;
}) {
  return (
    <Dialog title={section.title} closeHref={closeHref} onClose={onClose}>
      <p className={s.tag}>{section.tagLabel}</p>
      <h3 className={b.lineName}>{section.details.rewardDetailPageHeaderCopy}</h3>
      <p>{section.details.rewardDetailPageDescription}</p>
      <p className={s.muted}>{section.expiry}</p>
      <h3 className={b.lineName}>Terms and conditions</h3>
      <p className={s.muted}>{section.details.tcs}</p>
    </Dialog>
  );
}
