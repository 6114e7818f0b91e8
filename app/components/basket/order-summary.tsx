// The lines and totals of a priced basket or a placed order: the basket, payment and
// confirmation pages show the same figures the same way.
import { formatMoney } from "../../../domain/money";
import * as s from "./basket.css";

export interface PricedTotals {
  subTotalMinor: number;
  voucherLines: { code: string; name: string; reductionMinor: number }[];
  /** Loyalty rewards: '#' in a title is a line break; 'Free Delivery' sits under the delivery fee. */
  discounts?: { offerTitle: string; amountMinor: number }[] | undefined;
  deliveryFeeMinor: number;
  serviceFeeMinor: number;
  smallOrderFeeMinor: number;
  totalMinor: number;
}

export interface PricedLines extends PricedTotals {
  lines: { name: string; details: string[]; quantity: number; totalMinor: number }[];
}

const FREE_DELIVERY = "Free Delivery";

function DiscountRow({ title, amountMinor, currencySymbol }: { title: string; amountMinor: number; currencySymbol: string }) {
  // '#' in an offer title is a line break (spec 2 §3).
  const lines = title.split("#").filter(Boolean);
  return (
    <div className={s.totalRow}>
      <dt>
        {lines.map((l, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            {l}
          </span>
        ))}
      </dt>
      <dd className={s.money}>-{formatMoney(amountMinor, currencySymbol)}</dd>
    </div>
  );
}

export function Totals({ totals, currencySymbol, mode }: { totals: PricedTotals; currencySymbol: string; mode: string }) {
  const money = (m: number) => formatMoney(m, currencySymbol);
  const food = (totals.discounts ?? []).filter((d) => d.offerTitle !== FREE_DELIVERY);
  const delivery = (totals.discounts ?? []).filter((d) => d.offerTitle === FREE_DELIVERY);
  return (
    <dl className={s.totals}>
      <div className={s.totalRow}>
        <dt>Subtotal</dt>
        <dd className={s.money}>{money(totals.subTotalMinor)}</dd>
      </div>
      {totals.voucherLines.map((v) => (
        <div key={v.code} className={s.totalRow}>
          <dt>{v.name}</dt>
          <dd className={s.money}>-{money(v.reductionMinor)}</dd>
        </div>
      ))}
      {food.map((d, i) => (
        <DiscountRow key={i} title={d.offerTitle} amountMinor={d.amountMinor} currencySymbol={currencySymbol} />
      ))}
      {mode === "delivery" ? (
        <div className={s.totalRow}>
          <dt>Delivery</dt>
          <dd className={s.money}>{money(totals.deliveryFeeMinor)}</dd>
        </div>
      ) : null}
      {mode === "delivery"
        ? delivery.map((d, i) => <DiscountRow key={i} title={d.offerTitle} amountMinor={d.amountMinor} currencySymbol={currencySymbol} />)
        : null}
      {totals.serviceFeeMinor ? (
        <div className={s.totalRow}>
          <dt>Service fee</dt>
          <dd className={s.money}>{money(totals.serviceFeeMinor)}</dd>
        </div>
      ) : null}
      {totals.smallOrderFeeMinor ? (
        <div className={s.totalRow}>
          <dt>Small order fee</dt>
          <dd className={s.money}>{money(totals.smallOrderFeeMinor)}</dd>
        </div>
      ) : null}
      <div className={s.totalRow}>
        <dt className={s.total}>Total</dt>
        <dd className={`${s.money} ${s.total}`}>{money(totals.totalMinor)}</dd>
      </div>
    </dl>
  );
}

/** Read-only lines (name, choices, quantity, price) above the totals. */
export function OrderSummary({ order, currencySymbol, mode }: { order: PricedLines; currencySymbol: string; mode: string }) {
  return (
    <>
      <ul className={s.lines}>
        {order.lines.map((l, i) => (
          <li key={i} className={s.summaryLine}>
            {/* Spaces between the parts: a text browser shows no boxes ('1 × Margherita Thin & crispy base £10.95'). */}
            <span>
              <span className={s.summaryName}>{`${l.quantity} × ${l.name}`}</span>{" "}
              {l.details.length ? <span className={s.summaryDetails}>{l.details.join(", ")}</span> : null}
            </span>{" "}
            <span className={s.money}>{formatMoney(l.totalMinor, currencySymbol)}</span>
          </li>
        ))}
      </ul>
      <Totals totals={order} currencySymbol={currencySymbol} mode={mode} />
    </>
  );
}
