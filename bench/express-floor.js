// The Express floor: one JSON route and nothing else.
// Usage: PORT=1234 node bench/express-floor.js
import express from "express";

const app = express();
app.get("/json", (req, res) => res.json({ status: "OK" }));

const server = app.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => {
  console.log(`floor Express app on http://127.0.0.1:${process.env.PORT ?? 3000}`);
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
