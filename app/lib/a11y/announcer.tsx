// The site's one live announcer: a visually hidden polite status region, rendered once in the root
// layout (so it is in the server HTML before any message arrives). Anything that changes the page
// without moving focus (a quantity stepped, a price recalculated, a form refused in place) calls
// `announce()`. Messages sent in the same tick are read as one; a message that repeats the last one
// is still read (each message is a new node in the region).
import { useEffect, useRef, useState } from "react";
import { visuallyHidden } from "../../styles/ui.css";

type Listener = (text: string) => void;

let listener: Listener | null = null;
let queue: string[] = [];
let scheduled = false;

const sentence = (m: string) => (/[.!?…]$/.test(m) ? m : `${m}.`);

/** Joins the messages of one tick: 'Margherita: quantity 2. Total £15.90.' */
function joinMessages(messages: string[]): string {
  const unique = messages.map((m) => m.trim()).filter((m, i, all) => m && all.indexOf(m) === i);
  if (unique.length === 1) return unique[0]!;
  return unique.map(sentence).join(" ");
}

/** Says `message` to screen readers, politely (after what they are reading). Browser only. */
export function announce(message: string) {
  if (typeof window === "undefined" || !message.trim()) return;
  queue.push(message);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    const text = joinMessages(queue);
    queue = [];
    listener?.(text);
  });
}

/**
 * Announces `message(value)` when `value` changes after the first render (never on page load:
 * what the page shows when it arrives is read with the page).
 */
export function useAnnounceChange<T>(value: T, message: (value: T) => string | null) {
  const previous = useRef(value);
  const say = useRef(message);
  say.current = message;
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    const text = say.current(value);
    if (text) announce(text);
  }, [value]);
}

export function Announcer() {
  const [entry, setEntry] = useState({ id: 0, text: "" });
  useEffect(() => {
    listener = (text) => setEntry((e) => ({ id: e.id + 1, text }));
    return () => {
      listener = null;
    };
  }, []);
  return (
    <div id="announcer" role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden}>
      {entry.text ? <span key={entry.id}>{entry.text}</span> : null}
    </div>
  );
}
