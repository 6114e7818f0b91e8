// Loyalty club rewards (spec 2 §4 Loyalty rewards, Reward selection; §5; §8 Rewards), in three parts:
// the member's wallet (loyalty-wallet.ts), the selection screen's cards and picks (loyalty-picks.ts)
// and what the picks take off the basket (loyalty-discounts.ts). The rules the spec leaves open are
// decided in docs/decisions/008-loyalty-rewards.md.
export * from "./loyalty-wallet";
export * from "./loyalty-picks";
export * from "./loyalty-discounts";
