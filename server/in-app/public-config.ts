// The configuration a client may see (GET /api/applicationConfig/oop, and the menu's bootstrap):
// the brand, its currency and the features switched on.
import type { Brand } from "../brands";
import type { AppConfig } from "../config";

export function publicConfig(config: Pick<AppConfig, "features">, brand: Brand) {
  return () => ({
    BRAND: brand.code,
    BRAND_NAME: brand.name,
    CURRENCY: brand.currency,
    CURRENCY_SYMBOL: brand.currencySymbol,
    features: { ...config.features },
  });
}
