// The welcome dialog (docs/decisions/021): on the pages a new account goes on to, until the
// customer dismisses it ('Continue', or Escape with JavaScript), which is recorded on the session.
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { button } from "../../styles/ui.css";
import { Dialog } from "../ui/dialog";
import { actions as dialogActions } from "../ui/dialog.css";
import { paths } from "../../paths";

export interface Welcome {
  firstName: string;
  brandName: string;
  /** The welcome reward's title; null when loyalty is off. */
  rewardTitle: string | null;
}

export function WelcomeDialog({ welcome }: { welcome: Welcome }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const fetcher = useFetcher();
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    setDismissed(true);
    void fetcher.submit({ redirectTo: here }, { method: "post", action: paths.welcome() });
  };
  // Gone at once once dismissed; the session says so from the next page on.
  if (dismissed || fetcher.state !== "idle") return null;
  return (
    <Dialog title={`Welcome to ${welcome.brandName}`} onClose={dismiss} closeControl={false}>
      <p>{`Your account is ready, ${welcome.firstName}. You are a Club Member now.`}</p>
      {welcome.rewardTitle ? (
        <p>{`Your welcome reward, ${welcome.rewardTitle}, is yours once our app has approved your account and you have verified your email address with the link we sent: look for it among your rewards at checkout.`}</p>
      ) : null}
      <fetcher.Form method="post" action={paths.welcome()} className={dialogActions}>
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className={button.primary}>
          Continue
        </button>
      </fetcher.Form>
    </Dialog>
  );
}
