// The reward carousel's rules (spec 2 §4 Reward selection, §9; docs/decisions/018): pure, so the
// numbers and the next card are tested without a browser.

/** Spec 2 §9: the carousel moves on by itself every 3000 ms. */
export const CAROUSEL_AUTO_ADVANCE_MS = 3000;
/** Spec 2 §4, §9: once every offer of a card's group is picked, the next card comes after 400 ms. */
export const CARD_ADVANCE_DELAY_MS = 400;
/** Spec 2 §9: one card up to the tablet breakpoint, two up to 1215 px, three wider. */
const CAROUSEL_ONE_CARD_MAX_PX = 768;
const CAROUSEL_TWO_CARDS_MAX_PX = 1215;

/** How many cards fit side by side at this viewport width. */
export function cardsVisible(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth <= CAROUSEL_ONE_CARD_MAX_PX) return 1;
  if (viewportWidth <= CAROUSEL_TWO_CARDS_MAX_PX) return 2;
  return 3;
}

/**
 * The card the carousel shows first next: the one after `current`, and back to the first once the
 * last cards are all in view (`visible` of them at a time).
 */
export function nextCard(current: number, count: number, visible: number): number {
  if (count <= visible) return 0;
  return current + visible >= count ? 0 : current + 1;
}

/** The card before `current`, and from the first to the last full view. */
export function previousCard(current: number, count: number, visible: number): number {
  if (count <= visible) return 0;
  return current <= 0 ? count - visible : current - 1;
}

/** The cards whose group became complete since the last render (their picks all made). */
export function newlyCompleted(before: readonly boolean[], after: readonly boolean[]): number[] {
  return after.flatMap((done, i) => (done && before[i] === false ? [i] : []));
}
