// The basket's dialogs themselves, fetched on demand (basket-dialogs.tsx says when each shows).
import { Form, Link, useSubmit } from "react-router";
import { EMPLOYEE_DISCOUNT_PERCENT } from "../../../domain/basket/vouchers";
import { button } from "../../styles/ui.css";
import { Dialog, NoticeDialog } from "../ui/dialog";
import { actions as dialogActions } from "../ui/dialog.css";
import { intentName } from "../../forms/intent";
import { journeyPrefix, track } from "../../lib/analytics";
import type { ReactNode } from "react";
import type { BasketDialogState } from "./basket-dialogs";

/**
 * `upsellList`: the upsell dialog's suggestions, drawn by the basket page (their module is the
 * page's own, so this one stays small).
 */
type BasketDialogProps = BasketDialogState & { here: string; upsellList: ReactNode };

export function BasketDialogs({
  here,
  bundlesRefusal,
  unavailable,
  available,
  offerEmployeeDiscount,
  removal,
  deliveryMinimum,
  checkout,
  menuPath,
  mode,
  upsellList,
}: BasketDialogProps) {
  const submit = useSubmit();
  const declineEmployeeDiscount = intentName("employee-discount", { answer: "no" });
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
          {upsellList}
          <div className={dialogActions}>
            <Link className={button.primary} to={checkout.continueHref}>
              Continue to checkout
            </Link>
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
        // Escaped (with JavaScript) it is declined, as by 'No thanks': the offer is made once a session.
        <Dialog
          title="Employee discount"
          role="dialog"
          closeHref={here}
          onClose={() => void submit({ [declineEmployeeDiscount]: "" }, { method: "post", action: here, replace: true })}
          closeControl={false}
        >
          <p>{`As one of our team you can have ${EMPLOYEE_DISCOUNT_PERCENT}% off this collection order.`}</p>
          <Form method="post" className={dialogActions}>
            <button type="submit" name={intentName("employee-discount", { answer: "yes" })} className={button.primary}>
              Apply my discount
            </button>
            <button type="submit" name={declineEmployeeDiscount} className={button.secondary}>
              No thanks
            </button>
          </Form>
        </Dialog>
      ) : null}
      {deliveryMinimum && !removal && !unavailable.length ? (
        <NoticeDialog
          title={deliveryMinimum.title}
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
          <p>{deliveryMinimum.text}</p>
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
