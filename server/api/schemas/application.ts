// The application calls' answers: the configuration a client reads first.
import { z } from "zod";

/** The uk brand's configuration with no optional feature switched on: the document's example. */
export const APPLICATION_CONFIG_EXAMPLE = {
  BRAND: "uk",
  BRAND_NAME: "Crustello",
  CURRENCY: "GBP",
  CURRENCY_SYMBOL: "£",
  features: {
    delivery: true,
    loyalty: true,
    showStackedRewards: false,
    enableFreshRecommendation: false,
    showRewardComparePage: false,
    deliveryLandingPage: false,
  },
} as const;

export const ApplicationConfigSchema = z
  .object({
    BRAND: z.enum(["uk", "ie"]).describe("uk: Crustello (GBP); ie: Ardoven (EUR)."),
    BRAND_NAME: z.string(),
    CURRENCY: z.enum(["GBP", "EUR"]).describe("Every amount in the API is in minor units of this currency."),
    CURRENCY_SYMBOL: z.enum(["£", "€"]),
    features: z.object({
      delivery: z.boolean(),
      loyalty: z.boolean(),
      showStackedRewards: z.boolean(),
      enableFreshRecommendation: z.boolean(),
      showRewardComparePage: z.boolean(),
      deliveryLandingPage: z.boolean(),
    }),
  })
  .meta({ examples: [APPLICATION_CONFIG_EXAMPLE] });
