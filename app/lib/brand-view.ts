// What every page shows of its brand (the header's logo and basket, the footer, the theme): the
// root's loader sends this view of it, and the chrome reads it from the root's data.
import type { Brand } from "../../server/brands";

export function brandView(brand: Brand) {
  return {
    code: brand.code,
    name: brand.name,
    locale: brand.locale,
    logo: brand.logo,
    currencySymbol: brand.currencySymbol,
    legalName: brand.legalName,
    footer: brand.footer,
    deliveryHelpUrl: brand.deliveryHelpUrl,
  };
}
