// The login banner (spec 2 §2 navbar: "A login banner invites the user to log in to claim club
// rewards or to join"), on the menu and the basket for a customer not signed in, while the club
// (the loyalty feature) is on. docs/decisions/018.
import { Link } from "react-router";
import { paths } from "../../paths";
import * as s from "../basket/basket.css";

export function ClubBanner({ mode, returnTo }: { mode: "collection" | "delivery"; returnTo: string }) {
  return (
    <p className={s.notice}>
      <Link to={paths.checkoutLogin(mode, { redirectTo: returnTo })}>Log in</Link> to claim your club rewards, or{" "}
      <Link to={paths.checkoutJoin(mode)}>join the club</Link>.
    </p>
  );
}
