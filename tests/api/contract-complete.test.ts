// Every route of the table declares its whole contract: operation id, area (tag), summary, the OK
// answer's fields and its error statuses. A route without them appears in the document as a
// generic object, which no client can rely on. The failure lists each route and what it lacks.
import { expect, it } from "vitest";
import { apiRoutes } from "../../server/api/routes";

it("every /api route declares operationId, tag, summary, ok and errors", () => {
  const lacking = apiRoutes.flatMap((route) => {
    // A route that answers no error but 400 declares `errors: []`.
    // A stream of server-sent events declares its events' data instead of an OK answer.
    const answer = route.events ? "events" : "ok";
    const missing = (["operationId", "tag", "summary", answer, "errors"] as const).filter((key) => route[key] === undefined);
    return missing.length ? [`${route.method.toUpperCase()} ${route.path}: no ${missing.join(", ")}`] : [];
  });
  expect(lacking, `${lacking.length} routes lack a contract:\n${lacking.join("\n")}`).toEqual([]);
});
