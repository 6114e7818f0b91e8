// What a use case refuses with when it throws: one typed error, `Refusal`, for every refusal a
// customer can put right (a rule of the basket, a stale copy, too many writes at once). Pages turn
// it into words next to the field (app/forms/refusals.server.ts), /api into a 409 naming the field
// (server/api/index.ts). Use cases with several outcomes return them instead (`orders.pay`).

export type RefusalKind =
  /** A rule of the basket: the customer's words, and the field they are about. */
  | "basket-rule"
  /** A write from a copy of the basket older than the stored one (UpdateBasket's version). */
  | "stale-basket"
  /** The basket changed too often while this change was applied. */
  | "busy-basket";

export class Refusal extends Error {
  constructor(
    public readonly kind: RefusalKind,
    /** The request's field the refusal is about (`customID`, `items.1.quantity`…). */
    public readonly field: string,
    message: string,
    /** For a change of several lines: which one (from 0) was refused. */
    public readonly line?: number,
  ) {
    super(message);
    this.name = "Refusal";
  }
}

/** A rule of the basket refused the change (named field, the customer's words). */
export class BasketRuleError extends Refusal {
  constructor(field: string, message: string, line?: number) {
    super("basket-rule", field, message, line);
  }
}

/** Runs `work` for line `line` of a change of several lines: a refusal names that line. */
export function atLine<T>(line: number, work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (e instanceof BasketRuleError) throw new BasketRuleError(e.field, e.message, line);
    throw e;
  }
}

/** A write from a copy of the basket older than the stored one (UpdateBasket's version). */
export class BasketStaleError extends Refusal {
  constructor() {
    super("stale-basket", "version", "The basket has changed since this copy was read.");
  }
}

export class BasketConflictError extends Refusal {
  constructor() {
    super("busy-basket", "basket", "The basket changed too often to apply this change; please try again.");
  }
}
