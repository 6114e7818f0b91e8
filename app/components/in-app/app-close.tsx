// In-app: the close button (shown once the app sends its update event, or while search results
// show) and the close-iframe confirmation. An empty basket closes at once; otherwise the customer
// chooses 'Save basket' (kept for an hour) or 'Start over' (emptied). Both end with CLOSE_OOP.
import { useEffect, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { noteBasketCount, sendToApp, useAppCloseButton } from "../../lib/in-app/app-messages";
import { Dialog } from "../ui/dialog";
import { actions as dialogActions } from "../ui/dialog.css";
import { button } from "../../styles/ui.css";
import * as s from "../site/site-chrome.css";
import { buttonIntent, intentName } from "../../forms/intent";
import { paths } from "../../paths";

const CLOSE_COPY = {
  title: "Leaving your order?",
  body: "Save your basket and we’ll keep it for an hour, or start over with an empty basket.",
  save: "Save basket",
  startOver: "Start over",
} as const;

export function AppClose({ basketCount }: { basketCount: number }) {
  const shown = useAppCloseButton();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<{ ok: boolean; intent?: "save" | "start-over" }>();
  const params = new URLSearchParams(location.search);
  // Without JavaScript the confirmation is a state of the page (?close=1) the server renders.
  const [asking, setAsking] = useState(params.has("close"));
  // Where 'Save basket' without JavaScript comes back to: this page without the confirmation.
  const rest = new URLSearchParams(params);
  rest.delete("close");
  const query = rest.toString();
  const here = location.pathname + (query ? `?${query}` : "");

  useEffect(() => {
    const done = fetcher.data;
    if (fetcher.state !== "idle" || !done?.ok) return;
    if (done.intent === "start-over") {
      noteBasketCount(0);
      void navigate(paths.home());
    }
    setAsking(false);
    sendToApp("CLOSE_OOP", { basketSaved: done.intent === "save" });
  }, [fetcher.state, fetcher.data, navigate]);

  if (!shown && !asking) return null;
  const asked = new URLSearchParams(params);
  asked.set("close", "1");
  const closeHref = `${location.pathname}?${asked.toString()}`;
  return (
    <>
      <a
        href={closeHref}
        className={s.closeApp}
        onClick={(e) => {
          e.preventDefault();
          if (basketCount === 0) sendToApp("CLOSE_OOP", { basketSaved: false });
          else setAsking(true);
        }}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span>Close</span>
      </a>
      {asking ? (
        <Dialog title={CLOSE_COPY.title} role="alertdialog" onClose={() => setAsking(false)}>
          <p>{CLOSE_COPY.body}</p>
          <fetcher.Form
            method="post"
            action={paths.appClose()}
            className={dialogActions}
            onSubmit={(e) => {
              e.preventDefault();
              const submitter = e.nativeEvent.submitter as HTMLButtonElement | null;
              void fetcher.submit({ intent: buttonIntent(submitter) ?? "save", stay: "1" }, { method: "post", action: paths.appClose() });
            }}
          >
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" name={intentName("start-over")} className={button.secondary}>
              {CLOSE_COPY.startOver}
            </button>
            <button type="submit" name={intentName("save")} className={button.primary}>
              {CLOSE_COPY.save}
            </button>
          </fetcher.Form>
        </Dialog>
      ) : null}
    </>
  );
}
