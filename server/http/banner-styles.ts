// GET /banners.css: the colours of the brand's deal banners (readable pairs), served from this
// site because the Content-Security-Policy takes styles from here only. Public and cacheable.
import express from "express";
import { BANNER_STYLES_PATH } from "../../app/paths";
import type { Runtime } from "../runtime";

export function bannerStylesRouter(runtime: Runtime): express.Router {
  const router = express.Router();
  router.get(BANNER_STYLES_PATH, (_req, res) => {
    const { css } = runtime.services.banners.stylesheet;
    res.type("text/css").set("Cache-Control", "public, max-age=86400").send(css);
  });
  return router;
}
