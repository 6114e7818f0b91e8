// A query built and compiled once, then run with each call's values. Kysely builds and compiles a
// query on every call: over a page's few reads about 3.5 % of its CPU under load, most of it for
// the same three reads (the session, the customer, the basket) on every page (decision 023).
import type { Compilable, CompiledQuery } from "kysely";
import type { Database } from "./database";

/**
 * `build` makes the query from its values; it is called once, with stand-ins, and each call of the
 * result runs the compiled query with its own values in their places.
 */
export function compiledOnce<Args extends unknown[], Row>(
  db: Pick<Database, "executeQuery">,
  arity: Args["length"],
  build: (...values: Args) => Compilable<Row>,
): (...values: Args) => Promise<Row[]> {
  const standIns = Array.from({ length: arity }, (_, i) => `\u0000value ${i}\u0000`) as Args;
  const compiled = build(...standIns).compile();
  const places = standIns.map((standIn) => compiled.parameters.indexOf(standIn));
  if (places.includes(-1) || compiled.parameters.length !== arity) {
    throw new Error(`compiledOnce: each value must be a parameter of the query, once: ${compiled.sql}`);
  }
  return async (...values) => {
    const parameters = compiled.parameters.slice();
    places.forEach((at, i) => (parameters[at] = values[i]));
    const query: CompiledQuery<Row> = { ...compiled, parameters };
    return (await db.executeQuery(query)).rows;
  };
}
