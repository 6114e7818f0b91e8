import { describe, expect, it } from "vitest";
import { cardsVisible, newlyCompleted, nextCard, previousCard } from "./reward-carousel";
import { otherRewardsAvailable, underMinimumText } from "./reward-texts";
import { compareCards, pickHint, SAMPLE_REWARDS } from "./reward-compare";

describe("the reward carousel", () => {
  it("shows one card up to 768 px, two up to 1215 px, three wider", () => {
    expect([320, 768, 769, 1215, 1216, 1600].map(cardsVisible)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it("moves to the next card, and back to the first once the last are all in view", () => {
    expect(nextCard(0, 5, 1)).toBe(1);
    expect(nextCard(4, 5, 1)).toBe(0);
    expect(nextCard(2, 5, 3)).toBe(0);
    expect(nextCard(1, 5, 3)).toBe(2);
    expect(nextCard(0, 2, 3)).toBe(0);
  });
  it("moves back, from the first to the last full view", () => {
    expect(previousCard(0, 5, 2)).toBe(3);
    expect(previousCard(3, 5, 2)).toBe(2);
    expect(previousCard(0, 1, 1)).toBe(0);
  });
  it("names the cards whose picks have just all been made", () => {
    expect(newlyCompleted([false, false, true], [true, false, true])).toEqual([0]);
    expect(newlyCompleted([true], [true])).toEqual([]);
    // A card that was not there before is not 'just completed'.
    expect(newlyCompleted([], [true])).toEqual([]);
  });
});

describe("the under-minimum text", () => {
  it("reads as the spec's text, or ends with the alternative suffix when other rewards are available", () => {
    expect(underMinimumText(250, "£", false)).toBe(
      "Basket total under £10 by £2.50. You need to spend a minimum of £10 to redeem your rewards.",
    );
    expect(underMinimumText(250, "£", true)).toBe(
      "Basket total under £10 by £2.50. You need to spend a minimum of £10 to redeem your rewards however you have some rewards available for redemption.",
    );
  });
  it("counts as other rewards an open reward none of the picks uses", () => {
    expect(otherRewardsAvailable([1, 2], [1])).toBe(true);
    expect(otherRewardsAvailable([1, 2], [2, 1, 1])).toBe(false);
    expect(otherRewardsAvailable([], [])).toBe(false);
  });
});

describe("the reward comparison page's cards", () => {
  const now = new Date("2026-11-20T12:30:00Z");
  it("reads 'Pick {n} below', or 'Pick up to {n} below' for refer-a-friend", () => {
    expect(pickHint(2, false)).toBe("Pick 2 below");
    expect(pickHint(2, true)).toBe("Pick up to 2 below");
  });
  it("shows a newly joined bronze member the welcome and bronze rewards open and the higher tiers locked", () => {
    const cards = compareCards(SAMPLE_REWARDS, "bronze", now, "Europe/London");
    expect(cards.filter((c) => !c.locked).map((c) => c.title)).toEqual(["Free Portion", "25% off a Pizza", "Refer a Friend"]);
    expect(cards.filter((c) => c.locked).map((c) => c.title)).toEqual(["Two Free Dips", "Free Pizza"]);
    expect(cards.find((c) => c.title === "Refer a Friend")?.pickHint).toBe("Pick up to 2 below");
    expect(cards.find((c) => c.title === "Two Free Dips")?.pickHint).toBe("Pick 2 below");
  });
  it("gives a new sign-up member the free portion for 6 weeks", () => {
    const welcome = compareCards(SAMPLE_REWARDS, "signup", now, "Europe/London").find((c) => c.title === "Free Portion");
    expect(welcome).toMatchObject({ tagLabel: "WELCOME", locked: false, expiry: "Expires 1 Jan 2027" });
  });
});
