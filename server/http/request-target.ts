// The request target as the rest of the app reads it: a path. HTTP/1.1 lets a client send the
// absolute form (`GET http://host/path HTTP/1.1`, meant for proxies, which servers must accept as
// well). Express routes it by its path already (its router keeps the scheme and host aside), but
// React Router's Express adapter glues `originalUrl` onto the Host header and failed with a 500:
// `originalUrl` becomes the path and query. A target that is neither (the asterisk form, or an
// absolute form that does not parse) is the client's error: 400.
import type { RequestHandler } from "express";

export const requestTarget: RequestHandler = (req, res, next) => {
  if (req.url.startsWith("/")) return next();
  let target: URL | null = null;
  try {
    target = /^https?:\/\//i.test(req.url) ? new URL(req.url) : null;
  } catch {
    target = null;
  }
  if (!target) {
    res.status(400).type("text/plain").send("The request target must be a path, such as /collection.");
    return;
  }
  req.originalUrl = `${target.pathname}${target.search}`;
  next();
};
