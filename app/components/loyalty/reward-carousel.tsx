// The reward cards as a carousel (spec 2 §4 Reward selection; WAI-ARIA APG carousel pattern;
// docs/decisions/018): a region "Your rewards" with a rotation control first, previous and next,
// and each card a slide labelled "n of m". It moves on every 3000 ms unless paused (the visible
// Pause/Play button), hovered, focused, or the customer prefers reduced motion; 400 ms after a
// card's picks are all made it shows the next card. Swiping is the browser's own scrolling.
// Before JavaScript takes over (and without it) the cards are a plain list.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../../lib/hydrated";
import {
  CARD_ADVANCE_DELAY_MS,
  CAROUSEL_AUTO_ADVANCE_MS,
  newlyCompleted,
  nextCard,
  previousCard,
} from "../../../domain/loyalty/reward-carousel";
import * as c from "./reward-carousel.css";
import * as s from "./loyalty.css";
import { button } from "../../styles/ui.css";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export interface CarouselCard {
  key: string | number;
  /** Whether every pick of the card's group is made. */
  complete: boolean;
  content: ReactNode;
}

export function RewardCarousel({ label, cards }: { label: string; cards: CarouselCard[] }) {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <ul className={s.cards} aria-label={label}>
        {cards.map((card) => (
          <li key={card.key} className={s.card}>
            {card.content}
          </li>
        ))}
      </ul>
    );
  return <Carousel label={label} cards={cards} />;
}

function Carousel({ label, cards }: { label: string; cards: CarouselCard[] }) {
  const track = useRef<HTMLDivElement>(null);
  /** The customer's Pause or Play; until then it rotates unless they prefer reduced motion. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [reduced, setReduced] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = cards.length;

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  /** The first card in view, and how many fit. */
  const position = useCallback(() => {
    const el = track.current;
    const slides = el ? [...el.children].filter((n): n is HTMLElement => n instanceof HTMLElement) : [];
    if (!el || !slides.length) return { current: 0, visible: 1, slides };
    const first = slides[0]!.offsetLeft;
    const step = slides.length > 1 ? slides[1]!.offsetLeft - first : el.clientWidth;
    const current = Math.max(0, Math.round(el.scrollLeft / Math.max(1, step)));
    const visible = Math.max(1, Math.round((el.clientWidth + (step - slides[0]!.offsetWidth)) / Math.max(1, step)));
    return { current, visible, slides };
  }, []);

  const show = useCallback((index: number) => {
    const el = track.current;
    const target = el?.children[index];
    if (!el || !(target instanceof HTMLElement) || !(el.firstElementChild instanceof HTMLElement)) return;
    el.scrollTo({ left: target.offsetLeft - el.firstElementChild.offsetLeft });
  }, []);

  const step = useCallback(
    (direction: 1 | -1) => {
      const { current, visible } = position();
      show(direction === 1 ? nextCard(current, count, visible) : previousCard(current, count, visible));
    },
    [position, show, count],
  );

  const rotating = (choice ?? !reduced) && count > 1;
  const running = rotating && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => step(1), CAROUSEL_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [running, step]);

  // A card whose picks are now all made hands over to the next one.
  const completed = useRef(cards.map((card) => card.complete));
  const states = cards.map((card) => card.complete).join();
  useEffect(() => {
    const now = cards.map((card) => card.complete);
    const done = newlyCompleted(completed.current, now);
    completed.current = now;
    if (!done.length) return;
    const after = done[done.length - 1]! + 1;
    if (after >= count) return;
    const timer = window.setTimeout(() => show(after), CARD_ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `states` stands for the cards' completeness.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [states, count, show]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={c.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className={c.controls}>
        {count > 1 ? (
          <button type="button" className={button.secondary} onClick={() => setChoice(!rotating)}>
            {rotating ? "Pause rewards" : "Play rewards"}
          </button>
        ) : null}
        {count > 1 ? (
          <>
            <button type="button" className={button.quiet} aria-controls="reward-slides" onClick={() => step(-1)}>
              Previous reward
            </button>
            <button type="button" className={button.quiet} aria-controls="reward-slides" onClick={() => step(1)}>
              Next reward
            </button>
          </>
        ) : null}
      </div>
      <div id="reward-slides" ref={track} className={c.track} aria-live={running ? "off" : "polite"}>
        {cards.map((card, i) => (
          <div
            key={card.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            className={`${c.slide} ${s.card}`}
          >
            {card.content}
          </div>
        ))}
      </div>
    </section>
  );
}
