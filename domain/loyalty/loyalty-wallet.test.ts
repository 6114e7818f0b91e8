import { describe, expect, it } from "vitest";
import {
  memberWallet,
  restaurantAllows,
  rewardExpiryText,
  tierDisplayName,
  type LoyaltyMember,
  type RewardDef,
  type WalletReward,
  WELCOME_LOCKED_TEXT,
} from "./loyalty-wallet";
import { reward, WELCOME, BIRTHDAY, BRONZE_25, SILVER_HALF, GOLD_FREE, ROMANA, ALL, JOINED, NOW, ids } from "./loyalty.fixtures";

const member = (over: Partial<LoyaltyMember> = {}): LoyaltyMember => ({
  tier: "gold",
  appApproved: true,
  joinedAt: JOINED,
  dateOfBirth: null,
  ...over,
});
const inWallet = (wallet: readonly WalletReward[], def: RewardDef) =>
  wallet.find((w) => w.def.thirdPartyRewardTypeId === def.thirdPartyRewardTypeId);

describe("memberWallet", () => {
  it("is empty without a tier or without app approval", () => {
    const dob = { dateOfBirth: "1990-11-25" };
    expect(memberWallet(ALL, member({ tier: null, ...dob }), [], NOW)).toEqual([]);
    expect(memberWallet(ALL, member({ appApproved: false, ...dob }), [], NOW)).toEqual([]);
    expect(memberWallet(ALL, member(dob), [], NOW)).not.toEqual([]);
  });

  it("lists by priority, then by id, whatever the order given", () => {
    const a = reward(200, { priority: 2, productIds: ["margherita"] });
    const b = reward(201, { priority: 1, productIds: ["margherita"] });
    const c = reward(202, { priority: 2, productIds: ["margherita"] });
    expect(ids(memberWallet([c, a, b], member(), [], NOW))).toEqual([201, 200, 202]);
    const wallet = memberWallet([...ALL].reverse(), member({ dateOfBirth: "1990-11-25" }), [], new Date("2026-10-15T12:00:00Z"));
    expect(ids(wallet)).toEqual([101, 102, 103, 104, 105, 107, 108, 109, 110]);
  });

  it("locks tier rewards above the member's tier, naming the tier, and opens those at or below", () => {
    const wallet = memberWallet([BRONZE_25, SILVER_HALF, GOLD_FREE], member({ tier: "silver" }), [], NOW);
    expect(wallet.map((w) => [w.def.thirdPartyRewardTypeId, w.tagLabel, w.locked, w.lockedText])).toEqual([
      [103, "BRONZE", false, null],
      [104, "SILVER", false, null],
      [105, "GOLD", true, "Reach GOLD to unlock"],
    ]);
    const signup = memberWallet([BRONZE_25, GOLD_FREE], member({ tier: "signup" }), [], NOW);
    expect(signup.map((w) => w.lockedText)).toEqual(["Reach BRONZE to unlock", "Reach GOLD to unlock"]);
    const gold = memberWallet([BRONZE_25, SILVER_HALF, GOLD_FREE], member({ tier: "gold" }), [], NOW);
    expect(gold.every((w) => !w.locked && w.lockedText === null)).toBe(true);
  });

  it("labels sign-up tags WELCOME and reads the tier from the tag, falling back to the tier name", () => {
    const wallet = memberWallet(
      [WELCOME, reward(300, { tags: [], tierName: "silver" })],
      member({ tier: "bronze" }),
      [],
      new Date("2026-10-02T00:00:00Z"),
    );
    expect(wallet.map((w) => [w.tagLabel, w.locked, w.lockedText])).toEqual([
      ["WELCOME", false, null],
      ["SILVER", true, "Reach SILVER to unlock"],
    ]);
  });

  describe("the welcome reward", () => {
    const welcome = (now: Date, redemptions: { rewardId: number; at: Date }[] = []) =>
      inWallet(memberWallet([WELCOME], member({ tier: "signup" }), redemptions, now), WELCOME);

    it("is open from joining until validityDays later", () => {
      expect(welcome(new Date("2026-10-15T12:00:00Z"))).toMatchObject({
        locked: false,
        lockedText: null,
        tagLabel: "WELCOME",
        validFrom: JOINED,
        validTo: new Date("2026-10-31T09:00:00Z"),
      });
      expect(welcome(new Date("2026-10-31T08:59:59.999Z"))).toBeDefined();
    });

    it("waits, locked and saying why, until the member's e-mail address is verified", () => {
      const at = new Date("2026-10-15T12:00:00Z");
      const unverified = memberWallet([WELCOME], member({ tier: "signup", emailVerified: false }), [], at);
      expect(inWallet(unverified, WELCOME)).toMatchObject({
        locked: true,
        lockedText: WELCOME_LOCKED_TEXT,
        validTo: new Date("2026-10-31T09:00:00Z"),
      });
      const verified = memberWallet([WELCOME], member({ tier: "signup", emailVerified: true }), [], at);
      expect(inWallet(verified, WELCOME)).toMatchObject({ locked: false, lockedText: null });
    });

    it("is gone once its first period is over, and does not come back", () => {
      expect(welcome(new Date("2026-10-31T09:00:00Z"))).toBeUndefined();
      expect(welcome(NOW)).toBeUndefined();
      expect(welcome(new Date("2027-06-01T12:00:00Z"))).toBeUndefined();
    });

    it("is never shown again once redeemed", () => {
      const used = [{ rewardId: WELCOME.thirdPartyRewardTypeId, at: new Date("2026-10-02T18:00:00Z") }];
      expect(welcome(new Date("2026-10-15T12:00:00Z"), used)).toBeUndefined();
      const other = [{ rewardId: GOLD_FREE.thirdPartyRewardTypeId, at: new Date("2026-10-02T18:00:00Z") }];
      expect(welcome(new Date("2026-10-15T12:00:00Z"), other)).toBeDefined();
    });
  });

  describe("periodic rewards", () => {
    const gold = (now: Date, redemptions: { rewardId: number; at: Date }[] = []) =>
      inWallet(memberWallet([GOLD_FREE], member(), redemptions, now), GOLD_FREE);
    const usedAt = (iso: string) => [{ rewardId: GOLD_FREE.thirdPartyRewardTypeId, at: new Date(iso) }];

    it("runs in periods of validityDays from joining", () => {
      expect(gold(new Date("2026-10-15T12:00:00Z"))).toMatchObject({ validFrom: JOINED, validTo: new Date("2026-10-31T09:00:00Z") });
      expect(gold(NOW)).toMatchObject({
        locked: false,
        validFrom: new Date("2026-10-31T09:00:00Z"),
        validTo: new Date("2026-11-30T09:00:00Z"),
      });
      const romana = inWallet(memberWallet([ROMANA], member(), [], NOW), ROMANA);
      expect(romana).toMatchObject({ validFrom: JOINED, validTo: new Date("2026-11-30T09:00:00Z") });
    });

    it("is hidden once redeemed in the current period", () => {
      expect(gold(NOW, usedAt("2026-11-01T19:00:00Z"))).toBeUndefined();
      expect(gold(NOW, usedAt("2026-10-31T09:00:00Z"))).toBeUndefined();
    });

    it("ignores redemptions from an earlier period, or from the instant the period ends", () => {
      expect(gold(NOW, usedAt("2026-10-31T08:59:59.999Z"))).toBeDefined();
      expect(gold(NOW, usedAt("2026-11-30T09:00:00Z"))).toBeDefined();
    });

    it("is back in the next period, with its dates rolled on", () => {
      const used = usedAt("2026-11-01T19:00:00Z");
      expect(gold(new Date("2026-11-30T08:59:59.999Z"), used)).toBeUndefined();
      expect(gold(new Date("2026-11-30T09:00:00Z"), used)).toMatchObject({
        locked: false,
        validFrom: new Date("2026-11-30T09:00:00Z"),
        validTo: new Date("2026-12-30T09:00:00Z"),
      });
    });
  });

  describe("the birthday treat", () => {
    const birthday = (dateOfBirth: string | null, now: Date, redemptions: { rewardId: number; at: Date }[] = []) =>
      inWallet(memberWallet([BIRTHDAY], member({ dateOfBirth }), redemptions, now), BIRTHDAY);

    it("is skipped without a date of birth", () => {
      expect(birthday(null, NOW)).toBeUndefined();
    });

    it("is locked until 7 days before the birthday, saying when it unlocks", () => {
      expect(birthday("1990-12-25", NOW)).toMatchObject({
        tagLabel: "BIRTHDAY",
        locked: true,
        lockedText: "Unlocks 18 Dec 2026",
        validFrom: new Date("2026-12-18T00:00:00Z"),
        validTo: new Date("2027-01-02T00:00:00Z"),
      });
      expect(birthday("1990-12-25", new Date("2026-12-17T23:59:59.999Z"))?.locked).toBe(true);
    });

    it("is open from 7 days before the birthday until the end of the 7th day after", () => {
      for (const now of ["2026-12-18T00:00:00Z", "2026-12-25T12:00:00Z", "2027-01-01T23:59:59.999Z"]) {
        expect(birthday("1990-12-25", new Date(now)), now).toMatchObject({
          locked: false,
          lockedText: null,
          validFrom: new Date("2026-12-18T00:00:00Z"),
          validTo: new Date("2027-01-02T00:00:00Z"),
        });
      }
    });

    it("locks again after the window, until next year's", () => {
      expect(birthday("1990-12-25", new Date("2027-01-02T00:00:00Z"))).toMatchObject({ locked: true, lockedText: "Unlocks 18 Dec 2027" });
      expect(birthday("1990-11-10", NOW)).toMatchObject({ locked: true, lockedText: "Unlocks 3 Nov 2027" });
    });

    it("follows the clock forwards and back across windows (the answer for one clock is not kept for another)", () => {
      const window = (now: string) => {
        const w = birthday("1985-12-25", new Date(now));
        return [w?.validFrom.toISOString().slice(0, 10), w?.locked];
      };
      expect(window("2026-12-20T00:00:00Z")).toEqual(["2026-12-18", false]);
      expect(window("2027-06-01T00:00:00Z")).toEqual(["2027-12-18", true]);
      expect(window("2028-01-02T00:00:00Z")).toEqual(["2028-12-18", true]);
      expect(window("2026-12-01T00:00:00Z")).toEqual(["2026-12-18", true]);
      expect(window("2025-12-31T00:00:00Z")).toEqual(["2025-12-18", false]);
      expect(window("2027-01-01T23:59:59.999Z")).toEqual(["2026-12-18", false]);
      expect(window("2027-01-02T00:00:00Z")).toEqual(["2027-12-18", true]);
    });

    it("keeps 29 February birthdays on 28 February in a non-leap year", () => {
      expect(birthday("2000-02-29", new Date("2027-02-20T12:00:00Z"))).toMatchObject({
        locked: true,
        lockedText: "Unlocks 21 Feb 2027",
      });
      expect(birthday("2000-02-29", new Date("2027-02-21T00:00:00Z"))).toMatchObject({
        locked: false,
        validFrom: new Date("2027-02-21T00:00:00Z"),
        validTo: new Date("2027-03-08T00:00:00Z"),
      });
      expect(birthday("2000-02-29", new Date("2027-03-08T00:00:00Z"))).toMatchObject({ locked: true, lockedText: "Unlocks 22 Feb 2028" });
      expect(birthday("2000-02-29", new Date("2028-02-22T00:00:00Z"))).toMatchObject({
        locked: false,
        validTo: new Date("2028-03-08T00:00:00Z"),
      });
    });

    it("is hidden once redeemed in the window, but not for a redemption outside it", () => {
      const at = (iso: string) => [{ rewardId: BIRTHDAY.thirdPartyRewardTypeId, at: new Date(iso) }];
      expect(birthday("1990-11-25", NOW)).toMatchObject({ locked: false, validFrom: new Date("2026-11-18T00:00:00Z") });
      expect(birthday("1990-11-25", NOW, at("2026-11-18T00:00:00Z"))).toBeUndefined();
      expect(birthday("1990-11-25", NOW, at("2026-11-17T23:59:59.999Z"))).toBeDefined();
      expect(birthday("1990-11-25", NOW, at("2025-11-25T12:00:00Z"))).toBeDefined();
      expect(birthday("1990-11-25", NOW, at("2026-12-03T00:00:00Z"))).toBeDefined();
    });

    it("counts the window in the brand's local days (London in summer time is an hour ahead of UTC)", () => {
      const london = (now: string) =>
        inWallet(memberWallet([BIRTHDAY], member({ dateOfBirth: "1990-06-15" }), [], new Date(now), "Europe/London"), BIRTHDAY);
      // Local midnight of 8 June is 23:00 UTC on 7 June.
      expect(london("2026-06-07T22:59:59Z")).toMatchObject({ locked: true, lockedText: "Unlocks 8 Jun 2026" });
      expect(london("2026-06-07T23:00:00Z")).toMatchObject({ locked: false, validFrom: new Date("2026-06-07T23:00:00Z") });
      // Open to the end of 22 June, local time.
      expect(london("2026-06-22T22:59:59Z")?.locked).toBe(false);
      expect(london("2026-06-22T23:00:00Z")).toMatchObject({ locked: true, lockedText: "Unlocks 8 Jun 2027" });
    });
  });
});

describe("restaurantAllows", () => {
  it("allows anywhere without lists", () => {
    expect(restaurantAllows({ inclusions: [], exclusions: [] }, 1001)).toBe(true);
  });
  it("refuses an excluded restaurant", () => {
    expect(restaurantAllows({ inclusions: [], exclusions: [1015, 2008] }, 1015)).toBe(false);
    expect(restaurantAllows({ inclusions: [], exclusions: [1015, 2008] }, 1001)).toBe(true);
  });
  it("allows an included restaurant", () => {
    expect(restaurantAllows({ inclusions: [1001, 1027], exclusions: [] }, 1027)).toBe(true);
  });
  it("refuses a restaurant missing from an inclusion list", () => {
    expect(restaurantAllows({ inclusions: [1001, 1027], exclusions: [] }, 1002)).toBe(false);
  });
});

describe("rewardExpiryText", () => {
  it("names the last day before validTo", () => {
    expect(rewardExpiryText(new Date("2026-12-06T00:00:00Z"), "Europe/London")).toBe("Expires 5 Dec 2026");
    expect(rewardExpiryText(new Date("2026-12-06T00:00:01Z"), "Europe/London")).toBe("Expires 6 Dec 2026");
  });
  it("reads the day in the given time zone", () => {
    // London midnight on 10 July is 23:00 UTC on the 9th.
    expect(rewardExpiryText(new Date("2026-07-09T23:00:00Z"), "Europe/London")).toBe("Expires 9 Jul 2026");
    expect(rewardExpiryText(new Date("2026-07-10T00:00:00Z"), "Europe/London")).toBe("Expires 10 Jul 2026");
  });
});

describe("tierDisplayName", () => {
  it("calls sign-up Club Member and capitalises the rest", () => {
    expect(tierDisplayName("signup")).toBe("Club Member");
    expect(tierDisplayName("bronze")).toBe("Bronze");
    expect(tierDisplayName("gold")).toBe("Gold");
    expect(tierDisplayName(null)).toBe("");
  });
});
