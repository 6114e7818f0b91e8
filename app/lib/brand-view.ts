// What every page shows of its brand (the header's logo and basket, the footer, the theme): the
// same on every page, so the root's loader makes it once per brand and sends it as one JSON text
// (app/lib/encoded-json.ts); the chrome reads it with `brandOf`.
import type { Brand } from "../../server/brands";
import { decoded, type Encoded } from "./encoded-json";

function viewOf(brand: Brand) {
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
export type BrandView = ReturnType<typeof viewOf>;
const views = new WeakMap<Brand, BrandView>();

/** The brand's view, made once per brand (so its JSON text is made once too). */
export function brandView(brand: Brand): BrandView {
  let view = views.get(brand);
  if (view === undefined) views.set(brand, (view = viewOf(brand)));
  return view;
}

/** The brand of the root's data. */
export function brandOf(data: { brand: Encoded<BrandView> }): BrandView {
  return decoded(data.brand);
}
