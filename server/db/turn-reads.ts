// The rows every page reads several times, read once in a turn of the event loop. A page asked for
// its session in the middleware and again for the welcome dialog or the employee discount, for its
// customer in the header, the club and the page itself, for its basket in the header and the page:
// the basket page made nine queries, five of them repeats, and each query is a read transaction
// of its own in SQLite (two file-lock calls), about 1 % of a page's CPU under load (decision 023).
//
// The same values give the same rows until something writes: any query other than a select that
// Kysely compiles for this database forgets them at once (ForgetReadsOnWrite), and a new turn of
// the event loop starts with none. A row is therefore never older than the turn that read it. With
// SQLite a page's loaders run in one turn; with PostgreSQL each query waits for the network, so its
// reads are rarely shared, and never kept past the turn.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

export interface TurnReads {
  /** The rows `read` gives, read once in this turn for the same `key`. */
  read<Row>(key: string, read: () => Promise<Row[]>): Promise<Row[]>;
  /** Forgets every row read so far (a write). */
  forget(): void;
}

export function turnReads(): TurnReads {
  let rows = new Map<string, Promise<unknown[]>>();
  let turnEndAsked = false;
  const forget = () => {
    rows = new Map();
  };
  const endOfTurn = () => {
    turnEndAsked = false;
    forget();
  };
  return {
    read<Row>(key: string, read: () => Promise<Row[]>): Promise<Row[]> {
      const known = rows.get(key) as Promise<Row[]> | undefined;
      if (known) return known;
      const reading = read();
      const kept = rows;
      kept.set(key, reading);
      // A failed read is not kept: the next caller asks the database again.
      reading.catch(() => kept.get(key) === reading && kept.delete(key));
      if (!turnEndAsked) {
        turnEndAsked = true;
        setImmediate(endOfTurn);
      }
      return reading;
    },
    forget,
  };
}

const ofDatabase = new WeakMap<object, TurnReads>();

/** The database's reads of this turn (openDatabase makes them); none for a database made otherwise. */
export function turnReadsOf(db: object): TurnReads | undefined {
  return ofDatabase.get(db);
}

/** Records `reads` as the database's own. */
export function keepTurnReads(db: object, reads: TurnReads) {
  ofDatabase.set(db, reads);
}

/** Forgets the turn's reads whenever Kysely compiles a query that may write (anything but a select). */
export class ForgetReadsOnWrite implements KyselyPlugin {
  readonly #reads: TurnReads;
  constructor(reads: TurnReads) {
    this.#reads = reads;
  }
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== "SelectQueryNode") this.#reads.forget();
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
