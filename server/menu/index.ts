// The menu: each restaurant's view of the brand's menu (filters, stock, single items and bundles),
// the deal banners and their colours; and the menu's /api calls.
export { menuService, type MenuService } from "./menu";
export { bannerService } from "./banners";
export { bannerStylesHandler } from "./banner-styles";
export { menuRoutes, upsellRoutes } from "./menu-routes";
