// A query built and compiled once, then run with each call's values. Kysely builds and compiles a
// query on every call: over a page's few reads about 3.5 % of its CPU under load, most of it for
// the same three reads (the session, the customer, the basket) on every page (decision 023).
import type { Compilable, CompiledQuery } from "kysely";
import type { Database } from "./database";
import { turnReadsOf } from "./turn-reads";

/**
 * `build` makes the query from its values; it is called once, with stand-ins, and each call of the
 * result runs the compiled query with its own values in their places. With `sharedInTurn` (a select
 * whose rows callers only read), the same values give the rows already read in this turn of the
 * event loop, if nothing has written since (server/db/turn-reads.ts).
 */
export function compiledOnce<Args extends (string | number)[], Row>(
  db: Pick<Database, "executeQuery">,
  arity: Args["length"],
  build: (...values: Args) => Compilable<Row>,
  { sharedInTurn = false }: { sharedInTurn?: boolean } = {},
): (...values: Args) => Promise<Row[]> {
  const standIns = Array.from({ length: arity }, (_, i) => `\u0000value ${i}\u0000`) as Args;
  const compiled = build(...standIns).compile();
  const places = standIns.map((standIn) => compiled.parameters.indexOf(standIn));
  if (places.includes(-1) || compiled.parameters.length !== arity) {
    throw new Error(`compiledOnce: each value must be a parameter of the query, once: ${compiled.sql}`);
  }
  const run = async (values: Args) => {
    const parameters = compiled.parameters.slice();
    places.forEach((at, i) => (parameters[at] = values[i]));
    const query: CompiledQuery<Row> = { ...compiled, parameters };
    return (await db.executeQuery(query)).rows;
  };
  const reads = sharedInTurn ? turnReadsOf(db) : undefined;
  if (!reads) return (...values) => run(values);
  return (...values) => reads.read(`${compiled.sql}\u0000${values.join("\u0000")}`, () => run(values));
}
