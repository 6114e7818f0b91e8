// What the basket page tells once: vouchers the server took off (spec 2 §3 voucherExceptions) and
// rewards that went because they were another member's (decision 026). The page works them out
// from the basket as read and stores nothing: each notice has an identity that the page's reading
// and a later write agree on, and the BASKET_TOLD cookie keeps the identities already told.
import type { Basket, BasketState, VoucherException } from "./basket";

/** One notice and its identity (`v<version applied at>-<code>`, `r<version saved at>`). */
export type BasketNotice = { id: string; kind: "voucher"; exception: VoucherException } | { id: string; kind: "rewards" };

/** The notices told on a basket: its key, and the identities told while they are still there. */
export interface BasketTold {
  key: string;
  ids: string[];
}

const voucherId = (s: BasketState, code: string) => `v${s.voucherAppliedAt[code] ?? 0}-${code}`;
const rewardsId = (s: BasketState) => `r${s.rewardsSavedAt ?? 0}`;

/**
 * A write's state with the versions it applied a voucher or saved rewards at (`version`, the one it
 * stores): a notice about them later is told once, whether a read works it out or a write stores it.
 */
export function stamped(before: BasketState, after: BasketState, version: number): BasketState {
  const applied = after.voucherCodes.filter((c) => !before.voucherCodes.includes(c));
  const kept = new Set([...after.voucherCodes, ...after.voucherExceptions.map((e) => e.code)]);
  const voucherAppliedAt = Object.fromEntries([
    ...Object.entries(after.voucherAppliedAt).filter(([c]) => kept.has(c)),
    ...applied.map((c) => [c, version] as const),
  ]);
  const saved = after.rewards.length > 0 && JSON.stringify(after.rewards) !== JSON.stringify(before.rewards);
  return { ...after, voucherAppliedAt, rewardsSavedAt: saved ? version : after.rewardsSavedAt };
}

const foreign = (s: BasketState, viewer: number | null) => s.rewardsOwner !== null && s.rewardsOwner !== viewer;
const held = (s: BasketState) => s.rewards.length > 0 || s.rewardDraft !== null;

/**
 * The basket for whoever holds it now (`viewer`, or null for a guest): another member's picks,
 * draft and ownership go (the lines a reward added stay, at full price), and a saved reward's going
 * is remembered until the customer is told.
 */
export function withoutForeignRewards(s: BasketState, viewer: number | null): BasketState {
  if (!foreign(s, viewer) || !held(s)) return s;
  return { ...s, rewards: [], rewardDraft: null, rewardsOwner: null, rewardsRemoved: s.rewardsRemoved || s.rewards.length > 0 };
}

/** The basket without the vouchers that no longer hold, each kept as an exception until told. */
export function withVouchersRemoved(s: BasketState, removed: readonly VoucherException[]): BasketState {
  if (!removed.length) return s;
  const gone = new Set(removed.map((r) => r.code));
  return {
    ...s,
    voucherCodes: s.voucherCodes.filter((c) => !gone.has(c)),
    voucherExceptions: [
      ...s.voucherExceptions.filter((e) => !gone.has(e.code)),
      ...removed.map(({ code, message, voucherNotLinked }) => ({ code, message, voucherNotLinked })),
    ],
  };
}

/** Every notice the basket holds now, told or not. */
export function basketNotices(s: BasketState): BasketNotice[] {
  const vouchers = s.voucherExceptions.map((exception): BasketNotice => ({ id: voucherId(s, exception.code), kind: "voucher", exception }));
  return s.rewardsRemoved ? [...vouchers, { id: rewardsId(s), kind: "rewards" }] : vouchers;
}

/**
 * What to tell on `basket` now that `told` were told: the notices not told yet, and what the cookie
 * keeps after (only identities still on the basket, so it never grows; null: leave it as it is).
 */
export function toTell(basket: Basket, told: BasketTold | null): { untold: BasketNotice[]; keep: BasketTold | null } {
  const notices = basketNotices(basket.state);
  const before = told?.key === basket.key ? told.ids : [];
  const untold = notices.filter((n) => !before.includes(n.id));
  const ids = notices.map((n) => n.id);
  const same = told !== null && told.key === basket.key && ids.length === before.length && ids.every((id) => before.includes(id));
  return { untold, keep: same || (told === null && !ids.length) ? null : { key: basket.key, ids } };
}
