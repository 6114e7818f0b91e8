// What a use case refuses with when it throws: one typed error, `Refusal`, for every refusal a
// customer can put right (a rule of the basket, a stale copy, too many writes at once). Pages turn
// it into words next to the field (app/forms/refusals.server.ts), /api into a 409 naming the field
// (server/api/index.ts). Use cases with several outcomes return them instead (`orders.pay`); a
// use case that returns its refusal returns a `Refused`, whose reason is one status at both doors.

/** Why a use case that returns its outcome said no. */
export type RefusedReason =
  /** What was sent cannot be taken (a wrong code, a weak password, another channel). */
  | "invalid"
  /** Nobody is signed in, or the session has ended. */
  | "unauthenticated"
  /** The request does not fit the state it meets (an account that exists, no sign-in pending). */
  | "conflict"
  /** The link or token is used up or has expired. */
  | "gone"
  /** Too many tries: wait and try again. */
  | "limited";

/** The HTTP status of each reason, for the page's answer and the `/api` answer alike. */
export const REFUSED_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  conflict: 409,
  gone: 410,
  limited: 429,
} as const satisfies Record<RefusedReason, number>;

/** A use case's refusal as it returns it: the field it is about and the customer's words. */
export interface Refused<F extends string = string> {
  readonly ok: false;
  readonly reason: RefusedReason;
  readonly field: F;
  readonly message: string;
}

export function refused<F extends string>(reason: RefusedReason, field: F, message: string): Refused<F> {
  return { ok: false, reason, field, message };
}

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
