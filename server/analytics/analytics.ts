// First-party analytics (spec 2 §7, docs/decisions/017): one use case records events, whichever
// door they come through: the beacon collector (POST /api/events) or a page's form action without
// JavaScript. Nothing is recorded unless the visitor accepted analytics cookies (the banner's
// 'Accept cookies', or 'Analytics' ticked in the cookie settings, decision 019); the only
// identifier kept is the basket id.
import { randomUUID } from "node:crypto";
import type { AnalyticsEvent } from "../../domain/analytics-events";
import type { AnalyticsRepository } from "../db/repositories/analytics";
import type { Clock } from "../providers/clock";

/** Who sent the events: only these two facts of the visitor are looked at. */
export interface AnalyticsVisitor {
  readonly basketId: string;
  readonly cookieConsent: { readonly analytics: boolean } | null;
}

export function analyticsService(deps: { events: AnalyticsRepository; clock: Clock }) {
  return {
    /** Records the events when the visitor accepted analytics; answers how many were recorded. */
    async record(visitor: AnalyticsVisitor, events: AnalyticsEvent[]): Promise<{ recorded: number }> {
      if (!visitor.cookieConsent?.analytics || !events.length) return { recorded: 0 };
      const at = deps.clock.now().toISOString();
      await deps.events.addAll(
        events.map(({ name, page, ...data }) => ({ id: randomUUID(), name, page, basketId: visitor.basketId, data, createdAt: at })),
      );
      return { recorded: events.length };
    },
    /** The newest events, for the development page and tests (never shown in production). */
    recent: (opts: { basketId?: string; limit?: number } = {}) => deps.events.list({ limit: 50, ...opts }),
  };
}
