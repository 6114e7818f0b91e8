// Table types for Kysely. Columns are kept portable between SQLite and PostgreSQL: integers,
// text (JSON documents are text), real numbers and booleans stored as 0/1 integers.
import type { Generated } from "kysely";

interface RestaurantsTable {
  id: number;
  brand: string;
  name: string;
  latitude: number;
  longitude: number;
  data: string;
  updated_at: string;
}

interface MenusTable {
  brand: string;
  hash: string;
  data: string;
  updated_at: string;
}

export interface CustomersTable {
  id: number;
  email: string;
  password_hash: string;
  title: string | null;
  first_name: string;
  last_name: string;
  mobile_number: string | null;
  date_of_birth: string | null;
  tier: string | null;
  app_approved: number;
  employee_discount_code: string | null;
  two_factor_enabled: number;
  email_opt_in: number;
  created_at: string;
  /** When the e-mail address was verified (migration 0010); null until then. */
  email_verified_at: string | null;
}

interface SessionsTable {
  id: string;
  customer_id: number | null;
  data: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** When the session was last used, refreshed every few minutes (migration 0009); null: since created_at. */
  last_seen_at: string | null;
}

interface BasketsTable {
  id: string;
  brand: string;
  version: number;
  key: string;
  data: string;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: string;
  number: string;
  brand: string;
  basket_id: string;
  session_id: string | null;
  customer_id: number | null;
  restaurant_id: number;
  idempotency_key: string;
  total_minor: number;
  data: string;
  created_at: string;
  /** Rejected or cancelled by the restaurant (migration 0014), and the refund of its charge. */
  cancelled_at: string | null;
  cancel_reason: "rejected" | "cancelled" | null;
  refunded_at: string | null;
  refund_minor: number | null;
}

interface VouchersTable {
  brand: string;
  code: string;
  data: string;
}

interface RewardsTable {
  id: number;
  data: string;
}

interface OutboxTable {
  id: string;
  channel: string;
  recipient: string;
  /** Sealed (server/security/sealed-text.ts), as is the body. */
  subject: string;
  body: string;
  created_at: string;
  /** When the message is purged, sent or not (its code's or link's lifetime). */
  expires_at: string;
}

interface AnalyticsEventsTable {
  id: string;
  name: string;
  page: string;
  basket_id: string;
  /** The event's other fields, as JSON. */
  data: string;
  created_at: string;
}

interface OneTimeCodesTable {
  id: string;
  purpose: string;
  customer_id: number;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The sign-in attempt a two-factor code was sent for (migration 0009); null for other codes. */
  attempt_id: string | null;
}

export interface PaymentAttemptsTable {
  idempotency_key: string;
  basket_id: string;
  /** `${basketId}:${basketKey}` while pending or succeeded; NULL once declined. */
  basket_lock: string | null;
  /** `${brand}:${customerId}` while a pending attempt redeems that member's rewards; else NULL. */
  member_lock: string | null;
  /**
   * `refunded`: charged, but no order could be written, so the charge was given back.
   * `requires_action`: waiting for the customer to answer their bank's 3-D Secure challenge.
   */
  status: "pending" | "requires_action" | "succeeded" | "declined" | "refunded";
  amount_minor: number;
  currency: string;
  charge_id: string | null;
  order_id: string | null;
  decline_code: string | null;
  decline_message: string | null;
  created_at: string;
  updated_at: string;
  /** The bank's challenge page while `requires_action` (migration 0013). */
  challenge_url: string | null;
  /** When an unanswered challenge ends (ISO instant). */
  expires_at: string | null;
  /** Who to tell if the charge is refunded without an order (migration 0016); null once the outcome is settled. */
  payer_email: string | null;
}

/** A club reward an order used (migration 0006): one row per discount naming a reward. */
interface RewardRedemptionsTable {
  order_id: string;
  position: number;
  brand: string;
  customer_id: number;
  reward_id: number;
  redeemed_at: string;
  /** The reward's period (migration 0007): unique per brand, member and reward, so it is used once in it. */
  period_key: string;
}

/** A voucher code an order used (migration 0006). */
interface VoucherUsesTable {
  order_id: string;
  code: string;
  brand: string;
  customer_id: number;
  used_at: string;
}

/** A customID the site issued for an item's configuration, under one menu version (migration 0011). */
interface IssuedConfigurationsTable {
  menu_hash: string;
  custom_id: string;
  item_id: string;
  /** JSON: the line's selections ({ groupId, optionId, quantity }[]). */
  selections: string;
  created_at: string;
}

interface SeedStateTable {
  name: string;
  hash: string;
  applied_at: string;
}

interface ReadinessChecksTable {
  /** NODE_NAME, or host and process id. */
  node: string;
  checked_at: string;
}

/** A card kept at the gateway for a customer (migration 0015): its sealed token and what may be shown. */
export interface SavedCardsTable {
  id: string;
  customer_id: number;
  token_sealed: string;
  card_type: string | null;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  fingerprint: string;
  created_at: string;
}

export interface DB {
  restaurants: RestaurantsTable;
  menus: MenusTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  baskets: BasketsTable;
  orders: OrdersTable;
  reward_redemptions: RewardRedemptionsTable;
  voucher_uses: VoucherUsesTable;
  vouchers: VouchersTable;
  rewards: RewardsTable;
  outbox: OutboxTable;
  analytics_events: AnalyticsEventsTable;
  seed_state: SeedStateTable;
  one_time_codes: OneTimeCodesTable;
  payment_attempts: PaymentAttemptsTable;
  issued_configurations: IssuedConfigurationsTable;
  readiness_checks: ReadinessChecksTable;
  saved_cards: SavedCardsTable;
}
// Generated is re-exported for later tables with database-side defaults.
