// The basket's dialogs (decision 009): the bundles-and-vouchers refusal, the out-of-stock list, the
// employee discount offer and the vouchers removed. The page shows them first (`DialogPage`).
import { Form } from "react-router";
import { EMPLOYEE_DISCOUNT_PERCENT, type removalDialogText } from "../domain/vouchers";
import { button } from "../styles/ui.css";
import { Dialog, NoticeDialog } from "./dialog";
import { actions as dialogActions } from "./dialog.css";
import { intentName } from "../forms/intent";
import type { OrderMode } from "../domain/basket";
import { journeyPrefix, track } from "../lib/analytics";
import type { CheckoutDialog } from "../forms/basket-checkout.server";
import { UpsellList } from "./upsell-strip";

type Line = { customID: string; name: string };

export interface BasketDialogState {
  bundlesRefusal: boolean;
  unavailable: Line[];
  available: Line[];
  offerEmployeeDiscount: boolean;
  removal: ReturnType<typeof removalDialogText>;
  /** A delivery under the minimum, shown on arriving at the basket until dismissed (spec 2 §4). */
  deliveryMinimum: { currencySymbol: string; menuPath: string; dismissHref: string; mode: OrderMode } | null;
  /** The add-more-items or upsell dialog on 'Checkout' (docs/decisions/021). */
  checkout: CheckoutDialog;
  currencySymbol: string;
  menuPath: string;
  mode: OrderMode;
}

/** Whether any of the basket's dialogs is open. */
export const basketDialogOpen = (d: {
  bundlesRefusal: boolean;
  unavailable: readonly unknown[];
  offerEmployeeDiscount: boolean;
  removal: unknown;
  deliveryMinimum: unknown;
  checkout: unknown;
}) =>
  d.bundlesRefusal ||
  d.unavailable.length > 0 ||
  d.offerEmployeeDiscount ||
  Boolean(d.removal) ||
  Boolean(d.deliveryMinimum) ||
  Boolean(d.checkout);

/** The delivery minimum's words (spec 2 §8), in the dialog and beside the totals. */
export const DELIVERY_MINIMUM_TITLE = "Order below minimum delivery amount";
export const deliveryMinimumText = (currencySymbol: string) =>
  `Your order is below the minimum delivery amount. Please bring the total to ${currencySymbol}10 or more to continue`;

export function BasketDialogs({
  here,
  bundlesRefusal,
  unavailable,
  available,
  offerEmployeeDiscount,
  removal,
  deliveryMinimum,
  checkout,
  currencySymbol,
  menuPath,
  mode,
}: BasketDialogState & { here: string }) {
  return (
    <>
      {checkout?.kind === "add-more-items" ? (
        <NoticeDialog
          title="Your basket is empty"
          closeHref={here}
          links={[{ href: menuPath, label: "Add more items", onClick: () => track({ name: `${journeyPrefix(mode)}_Add_More_Items` }) }]}
        >
          <p>Oops! you have not selected any items.</p>
        </NoticeDialog>
      ) : null}
      {checkout?.kind === "upsell" ? (
        <Dialog title="Anything else?" role="dialog" closeHref={here}>
          <p>Add a side, a dessert or a drink to your order.</p>
          {checkout.items.length ? <UpsellList items={checkout.items} currencySymbol={currencySymbol} then="checkout" /> : null}
          <div className={dialogActions}>
            <a className={button.primary} href={checkout.continueHref}>
              Continue to checkout
            </a>
          </div>
        </Dialog>
      ) : null}
      {bundlesRefusal ? (
        <NoticeDialog title="Vouchers cannot be used with bundles" closeHref={here} links={[{ href: here, label: "Check Basket" }]}>
          <p>Remove the bundles from your basket to use a voucher, or keep the bundles and check out without it.</p>
        </NoticeDialog>
      ) : null}
      {unavailable.length ? (
        <Dialog title="The following products are out of stock or unavailable:" role="alertdialog">
          <ul>
            {unavailable.map((l) => (
              <li key={l.customID}>{l.name}</li>
            ))}
          </ul>
          <Form method="post">
            <button type="submit" name={intentName("remove-unavailable")} className={button.primary}>
              Remove above items
            </button>
          </Form>
          {available.length ? (
            <>
              <p>The following products are in stock and available:</p>
              <ul>
                {available.map((l) => (
                  <li key={l.customID}>{l.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Dialog>
      ) : null}
      {offerEmployeeDiscount ? (
        <Dialog title="Employee discount" role="dialog" closeHref={here} closeControl={false}>
          <p>{`As one of our team you can have ${EMPLOYEE_DISCOUNT_PERCENT}% off this collection order.`}</p>
          <Form method="post" className={dialogActions}>
            <button type="submit" name={intentName("employee-discount")} className={button.primary}>
              Apply my discount
            </button>
            <a className={button.secondary} href={here}>
              No thanks
            </a>
          </Form>
        </Dialog>
      ) : null}
      {deliveryMinimum && !removal && !unavailable.length ? (
        <NoticeDialog
          title={DELIVERY_MINIMUM_TITLE}
          closeHref={deliveryMinimum.dismissHref}
          links={[
            {
              href: deliveryMinimum.menuPath,
              label: "Add more items",
              onClick: () => track({ name: `${journeyPrefix(deliveryMinimum.mode)}_Add_More_Items` }),
            },
            { href: deliveryMinimum.dismissHref, label: "Back to basket" },
          ]}
        >
          <p>{deliveryMinimumText(deliveryMinimum.currencySymbol)}</p>
        </NoticeDialog>
      ) : null}
      {removal ? (
        <NoticeDialog title={removal.title} closeHref={here} links={[{ href: here, label: "Continue" }]}>
          <p>{removal.body}</p>
          <ul>
            {removal.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </NoticeDialog>
      ) : null}
    </>
  );
}
