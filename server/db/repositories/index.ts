import type { Database } from "../database";
import { analyticsRepository } from "./analytics";
import { basketsRepository } from "./baskets";
import { codesRepository } from "./codes";
import { configurationsRepository } from "./configurations";
import { customersRepository } from "./customers";
import { menusRepository } from "./menus";
import { ordersRepository } from "./orders";
import { outboxRepository } from "./outbox";
import { paymentsRepository } from "./payments";
import { readinessRepository } from "./readiness";
import { restaurantsRepository } from "./restaurants";
import { rewardsRepository } from "./rewards";
import { savedCardsRepository } from "./saved-cards";
import { sessionsRepository } from "./sessions";
import { vouchersRepository } from "./vouchers";

export function createRepositories(db: Database, opts: { postgres?: boolean } = {}) {
  return {
    restaurants: restaurantsRepository(db),
    menus: menusRepository(db),
    baskets: basketsRepository(db, { rowLocks: opts.postgres }),
    customers: customersRepository(db),
    sessions: sessionsRepository(db),
    orders: ordersRepository(db),
    vouchers: vouchersRepository(db),
    rewards: rewardsRepository(db),
    outbox: outboxRepository(db),
    payments: paymentsRepository(db),
    codes: codesRepository(db),
    analytics: analyticsRepository(db),
    configurations: configurationsRepository(db),
    readiness: readinessRepository(db),
    savedCards: savedCardsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
