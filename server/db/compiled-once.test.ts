import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compiledOnce } from "./compiled-once";
import { openDatabase, type Database } from "./database";

let db: Database;
beforeEach(async () => {
  db = openDatabase({ kind: "sqlite", path: ":memory:" });
  await sql`create table pizzas (id integer primary key, name text, size text)`.execute(db);
  await sql`insert into pizzas values (1, 'Margherita', 'small'), (2, 'Margherita', 'large'), (3, 'Pepperoni', 'large')`.execute(db);
});
afterEach(() => db.destroy());

// A table of the test's own, beside the schema's.
const withPizzas = () => db.withTables<{ pizzas: { id: number; name: string; size: string } }>();

describe("compiledOnce", () => {
  it("runs the query with each call's values in their places, whatever order the SQL names them in", async () => {
    // The second value comes first in the SQL.
    const find = compiledOnce(db, 2, (size: string, name: string) =>
      withPizzas().selectFrom("pizzas").select("id").where("name", "=", name).where("size", "=", size),
    );
    expect(await find("large", "Margherita")).toEqual([{ id: 2 }]);
    expect(await find("large", "Pepperoni")).toEqual([{ id: 3 }]);
    expect(await find("small", "Pepperoni")).toEqual([]);
  });

  it("refuses a query that does not use each value once as a parameter", () => {
    expect(() => compiledOnce(db, 1, (_size: string) => withPizzas().selectFrom("pizzas").selectAll())).toThrow(
      /each value must be a parameter/,
    );
  });
});
