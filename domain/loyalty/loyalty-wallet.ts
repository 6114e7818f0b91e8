// Loyalty club rewards, the member's wallet (spec 2 §4 Loyalty rewards; §8 Rewards): the reward
// definitions, which rewards a member holds today (open, or locked until a tier or a birthday) and
// when each expires. Pure: the clock and the member come in as data. The rules the spec leaves open
// are decided in docs/decisions/008-loyalty-rewards.md.
import { localDateTime, zonedTimeToInstant } from "../zoned-time";
import { formatVoucherDate } from "../basket/vouchers";

export const TIERS = ["signup", "bronze", "silver", "gold"] as const;
export type Tier = (typeof TIERS)[number];

/** The birthday treat opens this many days before the birthday and closes as many after. */
const BIRTHDAY_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export interface RewardDef {
  thirdPartyRewardTypeId: number;
  name: string;
  type: "freeItem" | "percentOff" | "upgrade" | "freeDelivery";
  tierName: Tier;
  priority: number;
  discountPercentage: number;
  productIds: string[];
  upgradeOptionId?: string | undefined;
  picks: number;
  minSpendMinor: number;
  validityDays: number;
  tags: string[];
  restaurantRules: { inclusions: number[]; exclusions: number[] };
  details: {
    rewardTitle: string;
    rewardCardDescription: string;
    rewardDetailPageHeaderCopy: string;
    rewardDetailPageDescription: string;
    tcs: string;
  };
}

export interface LoyaltyMember {
  tier: Tier | null;
  appApproved: boolean;
  /** When the member joined: reward periods run from here. */
  joinedAt: Date;
  /** "1990-04-12", or null when not given (no birthday treat). */
  dateOfBirth: string | null;
  /** False until the member verified the e-mail address: the welcome reward waits, locked. */
  emailVerified?: boolean;
}

/** The welcome reward's line while the e-mail address is not verified (docs/decisions/025). */
export const WELCOME_LOCKED_TEXT = "Verify your email address to unlock";
/** Why a reward is locked for someone outside the club (the catalogue's rewards, decision 008). */
const CATALOGUE_LOCKED_TEXT = "Join the club or log in to unlock";

/** A reward used on a paid order, and when. */
export interface Redemption {
  rewardId: number;
  at: Date;
}

export interface WalletReward {
  def: RewardDef;
  /** The tag's label as reward lists show it: upper case, sign-up as WELCOME. */
  tagLabel: string;
  locked: boolean;
  /** Why it is locked, in words; null when open. */
  lockedText: string | null;
  validFrom: Date;
  /** Exclusive: the reward ends at this instant. */
  validTo: Date;
}

/** What a tier is called to the customer: 'SignUp' is 'Club Member' (spec 2 §3). */
export function tierDisplayName(tier: Tier | null): string {
  if (tier === null) return "";
  return tier === "signup" ? "Club Member" : `${tier[0]!.toUpperCase()}${tier.slice(1)}`;
}

function tierRank(tier: string): number {
  return TIERS.indexOf(tier as Tier);
}

/** "gold:1" → gold, scheme 1; the scheme defaults to 1 (spec 2 §3). */
export function parseTag(tag: string): { name: string; scheme: number } {
  const [name = "", scheme] = tag.split(":");
  return { name, scheme: scheme ? Number(scheme) : 1 };
}

export function tagLabelOf(name: string): string {
  return name === "signup" ? "WELCOME" : name.toUpperCase();
}

/** Spec 2 §4: no lists → valid; excluded → invalid; included → valid; a list without it → invalid. */
export function restaurantAllows(rules: RewardDef["restaurantRules"], restaurantId: number): boolean {
  if (rules.exclusions.includes(restaurantId)) return false;
  if (rules.inclusions.length === 0) return true;
  return rules.inclusions.includes(restaurantId);
}

type Window = { from: Date; to: Date };

/**
 * Birthday windows already worked out, by birthday (month and day) and time zone, each with the
 * instants it answers for: from the end of the window before it to its own end. Every signed-in
 * member's page asks for one; the answer only changes when a window ends. Bounded by the days of
 * the year times the brands' time zones. The dates are shared: callers never change them.
 */
const knownWindows = new Map<string, { after: number; window: Window }>();

/**
 * The window around this year's birthday (or next year's, once this one has passed), from local
 * midnight 7 days before to the end of the 7th day after, in the brand's time zone.
 */
function birthdayWindow(dateOfBirth: string, now: Date, timeZone: string): Window {
  const [, m = 1, d = 1] = dateOfBirth.split("-").map(Number);
  const key = `${m}-${d} ${timeZone}`;
  const t = now.getTime();
  const known = knownWindows.get(key);
  if (known && t >= known.after && t < known.window.to.getTime()) return known.window;
  const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const windowFor = (year: number): Window => {
    // 29 February outside a leap year is celebrated on 28 February.
    const day = new Date(Date.UTC(year, m - 1, d));
    const birthday = day.getUTCMonth() === m - 1 ? day : new Date(Date.UTC(year, m - 1, d - 1));
    return {
      from: zonedTimeToInstant(ymd(birthday.getTime() - BIRTHDAY_WINDOW_DAYS * DAY_MS), "00:00", timeZone),
      to: zonedTimeToInstant(ymd(birthday.getTime() + (BIRTHDAY_WINDOW_DAYS + 1) * DAY_MS), "00:00", timeZone),
    };
  };
  // The first window that has not ended; the one before it ended at or before now.
  const year = Number(localDateTime(now, timeZone).date.slice(0, 4));
  let y = year - 1;
  let before = windowFor(y - 1);
  let window = windowFor(y);
  while (t >= window.to.getTime()) [before, window] = [window, windowFor(++y)];
  knownWindows.set(key, { after: before.to.getTime(), window });
  return window;
}

/**
 * The rewards a member holds now, by priority: open ones, and tier rewards above the member's tier
 * shown locked. Each open reward can be used once per period (validityDays from joining); the
 * welcome reward only in the first; the birthday treat once in the days around the birthday.
 * No loyalty data (no tier, or not app-approved) → empty.
 */
export function memberWallet(
  defs: readonly RewardDef[],
  member: LoyaltyMember,
  redemptions: readonly Redemption[],
  now: Date,
  /** Where birthdays are counted in local days: the brand's time zone. */
  timeZone = "UTC",
): WalletReward[] {
  if (!member.tier || !member.appApproved) return [];
  const rank = tierRank(member.tier);
  const used = (id: number, from: Date, to: Date) => redemptions.some((r) => r.rewardId === id && r.at >= from && r.at < to);
  const out: WalletReward[] = [];
  for (const def of [...defs].sort(
    (a, b) => (a.priority ?? 1) - (b.priority ?? 1) || a.thirdPartyRewardTypeId - b.thirdPartyRewardTypeId,
  )) {
    const tag = parseTag(def.tags[0] ?? def.tierName);
    const tagLabel = tagLabelOf(tag.name);
    if (tag.name === "birthday") {
      if (!member.dateOfBirth) continue;
      const w = birthdayWindow(member.dateOfBirth, now, timeZone);
      const open = now >= w.from;
      if (open && used(def.thirdPartyRewardTypeId, w.from, w.to)) continue;
      out.push({
        def,
        tagLabel,
        locked: !open,
        lockedText: open ? null : `Unlocks ${formatVoucherDate(localDateTime(w.from, timeZone).date)}`,
        validFrom: w.from,
        validTo: w.to,
      });
      continue;
    }
    const period = def.validityDays * DAY_MS;
    const elapsed = Math.max(0, now.getTime() - member.joinedAt.getTime());
    if (tag.name === "signup") {
      // The welcome reward: once, in the first period after joining.
      const to = new Date(member.joinedAt.getTime() + period);
      if (now >= to || redemptions.some((r) => r.rewardId === def.thirdPartyRewardTypeId)) continue;
      // Shown but locked until the e-mail address is verified: one welcome reward per mailbox.
      const waits = member.emailVerified === false;
      out.push({ def, tagLabel, locked: waits, lockedText: waits ? WELCOME_LOCKED_TEXT : null, validFrom: member.joinedAt, validTo: to });
      continue;
    }
    const tagRank = tierRank(tag.name);
    const from = new Date(member.joinedAt.getTime() + Math.floor(elapsed / period) * period);
    const to = new Date(from.getTime() + period);
    if (tagRank > rank) {
      out.push({ def, tagLabel, locked: true, lockedText: `Reach ${tagLabel} to unlock`, validFrom: from, validTo: to });
      continue;
    }
    if (used(def.thirdPartyRewardTypeId, from, to)) continue;
    out.push({ def, tagLabel, locked: false, lockedText: null, validFrom: from, validTo: to });
  }
  return out;
}

/**
 * The rewards catalogue as someone outside the club sees it (a guest, the app before sign-in):
 * every reward, locked, in the order a member's wallet lists them, each over the period it would
 * run for a member joining now.
 */
export function catalogueWallet(defs: readonly RewardDef[], now: Date): WalletReward[] {
  return [...defs]
    .sort((a, b) => (a.priority ?? 1) - (b.priority ?? 1) || a.thirdPartyRewardTypeId - b.thirdPartyRewardTypeId)
    .map((def) => ({
      def,
      tagLabel: tagLabelOf(parseTag(def.tags[0] ?? def.tierName).name),
      locked: true,
      lockedText: CATALOGUE_LOCKED_TEXT,
      validFrom: now,
      validTo: new Date(now.getTime() + def.validityDays * DAY_MS),
    }));
}

/** Spec 2 §4: 'Expires {day} {short month} {year}', the last day the reward can be used. */
export function rewardExpiryText(validTo: Date, timeZone: string): string {
  return `Expires ${formatVoucherDate(localDateTime(new Date(validTo.getTime() - 1), timeZone).date)}`;
}
