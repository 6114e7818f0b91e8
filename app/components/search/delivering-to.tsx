// 'Delivering to {postcode}' and its 'Change postcode' link, on the delivery pages only
// (docs/decisions/020-change-postcode-and-leaving.md); app/components/search/change-postcode.tsx fetches it.
import { useEffect } from "react";
import { useLocation, Link } from "react-router";
import type { ChangePostcodeState } from "../../forms/change-postcode.server";
import { useAnnounceChange } from "../../lib/a11y/announcer";
import { useHydrated } from "../../lib/hydrated";
import { button } from "../../styles/ui.css";
import { CHANGE_POSTCODE_TITLE, loadDialog } from "./change-postcode";

/** The page's address with the dialog's state set (`change`) or dropped (null). */
export function useAddress(state: "change" | null): string {
  const { pathname, search } = useLocation();
  const q = new URLSearchParams(search);
  q.delete("postcode");
  if (state) q.set("postcode", state);
  const query = q.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

export function DeliveringTo({ state, className }: { state: ChangePostcodeState; className?: string }) {
  const hydrated = useHydrated();
  const open = useAddress("change");
  // With JavaScript the page changes in place: the new postcode is said.
  useAnnounceChange(state.postcode, (p) => `Delivering to ${p}`);
  // The dialog's script arrives before the link is followed.
  useEffect(() => void loadDialog(), []);
  return (
    <p className={className}>
      {`Delivering to ${state.postcode}`}{" "}
      <Link
        to={open}
        preventScrollReset
        className={button.secondary}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- without JavaScript, focus comes back to the control used
        autoFocus={state.changed && !hydrated}
      >
        {CHANGE_POSTCODE_TITLE}
      </Link>
    </p>
  );
}
