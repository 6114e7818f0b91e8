import type { Database } from "../database";

export interface StoredAnalyticsEvent {
  id: string;
  name: string;
  page: string;
  basketId: string;
  /** The event's fields besides its name and page. */
  data: Record<string, unknown>;
  createdAt: string;
}

export function analyticsRepository(db: Database) {
  return {
    async addAll(events: StoredAnalyticsEvent[]): Promise<void> {
      if (!events.length) return;
      await db
        .insertInto("analytics_events")
        .values(
          events.map((e) => ({
            id: e.id,
            name: e.name,
            page: e.page,
            basket_id: e.basketId,
            data: JSON.stringify(e.data),
            created_at: e.createdAt,
          })),
        )
        .execute();
    },
    /** The newest events first, optionally one basket's only. */
    async list(opts: { basketId?: string; limit?: number } = {}): Promise<StoredAnalyticsEvent[]> {
      let q = db
        .selectFrom("analytics_events")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(opts.limit ?? 50);
      if (opts.basketId) q = q.where("basket_id", "=", opts.basketId);
      const rows = await q.execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        page: r.page,
        basketId: r.basket_id,
        data: JSON.parse(r.data) as Record<string, unknown>,
        createdAt: r.created_at,
      }));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
