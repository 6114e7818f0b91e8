// What a basket change can be refused with: a rule of the basket (named field, the customer's words),
// a stale copy (UpdateBasket's version), or too many writes at once.

export class BasketRuleError extends Error {
  constructor(
    public readonly field: string,
    message: string,
    /** For a change of several lines: which one (from 0) was refused. */
    public readonly line?: number,
  ) {
    super(message);
    this.name = "BasketRuleError";
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
export class BasketStaleError extends Error {
  constructor() {
    super("The basket has changed since this copy was read.");
    this.name = "BasketStaleError";
  }
}

export class BasketConflictError extends Error {
  constructor() {
    super("The basket changed too often to apply this change; please try again.");
    this.name = "BasketConflictError";
  }
}
