// GET /banners.css: the colours of the brand's deal banners (readable pairs), served from this
// site because the Content-Security-Policy takes styles from here only. Public and cacheable.
import type { RequestHandler } from "express";
import type { Runtime } from "../runtime";

/** The handler of GET /banners.css, mounted at BANNER_STYLES_PATH. */
export function bannerStylesHandler(runtime: Runtime): RequestHandler {
  return (_req, res) => {
    const { css } = runtime.services.banners.stylesheet;
    res.type("text/css").set("Cache-Control", "public, max-age=86400").send(css);
  };
}
