// Serves the built floor app (bench/floor/build): client assets from express.static, every other
// request through React Router's Express adapter. No logging, no headers of our own. Answers are
// compressed only when the client asks (a browser, Lighthouse), as the site's are; the load
// generator asks for none, so its figures are those of the bare page uncompressed.
// Usage: PORT=1234 node bench/floor/server.js
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { join } from "node:path";

const buildDir = join(import.meta.dirname, "build");
const build = await import(join(buildDir, "server", "index.js"));

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(join(buildDir, "client"), { maxAge: "1h", index: false }));
app.use(createRequestHandler({ build, mode: "production" }));

const server = app.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => {
  console.log(`floor React Router app on http://127.0.0.1:${process.env.PORT ?? 3000}`);
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
