// The site's addresses, for links and redirects. This module imports nothing, so any page's
// JavaScript may use it without pulling in a schema library.

/** The cookie settings page (the dialog without JavaScript), coming back to `back` when closed or saved. */
export const COOKIE_SETTINGS_PATH = "/cookies/settings";
export const cookieSettingsHref = (back: string) => `${COOKIE_SETTINGS_PATH}?redirectTo=${encodeURIComponent(back)}`;
