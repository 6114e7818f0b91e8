// In-app loading messages (spec 2 §2 "Loading screen", §9): while a page loads or a form is being sent, a small banner
// tells the customer what the kitchen is up to, a new line every 3 s. A screen reader hears one
// polite announcement when the wait starts, not one per line: the rotating text is aria-hidden and
// the status region's text is set once.
import { useLayoutEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { visuallyHidden } from "../../styles/ui.css";
import * as s from "./in-app.css";

const LOADING_MESSAGES = [
  "Stretching the dough…",
  "Spreading the tomato sauce…",
  "Scattering the mozzarella…",
  "Firing up the oven…",
  "Slicing it up for you…",
] as const;
const LOADING_ROTATE_MS = 3000;
/** A step that finishes sooner shows nothing: no flicker, and nothing said for a quick tap. */
const LOADING_SHOW_AFTER_MS = 500;

function usePending(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting");
}

export function LoadingMessages() {
  const pending = usePending();
  const [shown, setShown] = useState(false);
  const [index, setIndex] = useState(0);
  // A layout effect: the timers exist as soon as the pending page is on screen.
  useLayoutEffect(() => {
    if (!pending) return;
    let rotate: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      setShown(true);
      rotate = setInterval(() => setIndex((i) => (i + 1) % LOADING_MESSAGES.length), LOADING_ROTATE_MS);
    }, LOADING_SHOW_AFTER_MS);
    return () => {
      clearTimeout(show);
      clearInterval(rotate);
      setShown(false);
      setIndex(0);
    };
  }, [pending]);
  return (
    <>
      {/* Always on the page, so the text set into it is announced. */}
      <div role="status" className={visuallyHidden}>
        {shown ? LOADING_MESSAGES[0] : ""}
      </div>
      {pending ? (
        <div className={s.loading} hidden={!shown} aria-hidden="true">
          <span className={s.spinner} />
          <span>{LOADING_MESSAGES[index]}</span>
        </div>
      ) : null}
    </>
  );
}
