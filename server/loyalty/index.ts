// The club: a member's rewards around the basket (the wallet, the reward screen's picks, saving
// and clearing them), the app's signed temporary basket; and the loyalty /api calls.
export { loyaltyService, type BasketRewards, type RewardScreen } from "./loyalty";
export { TEMP_BASKET_MESSAGES, type Refused, type TempBasket } from "./loyalty-temp-basket";
export { presentOfferReward, presentReward } from "./reward-payload";
export { loyaltyRoutes } from "./loyalty-routes";
export { rewardContextOf } from "./reward-context";
