// 'Are you sure?' before choosing a restaurant empties a basket of another restaurant's items: on
// the search page (a restaurant's card) and on a menu, customise or bundle page opened from a link
// (its first 'Add'). A page state the server renders (no JavaScript needed); 'Continue' posts the
// same choice again, confirmed: a small form of its own with `fields` and `confirmed=yes`, or, inside
// a page that is one form (customise, bundle), that form's submit button named `continueName`.
// 'Cancel' goes back to the page as it was.
import type { MouseEvent } from "react";
import { Form, Link } from "react-router";
import { Dialog } from "../ui/dialog";
import { actions as dialogActions } from "../ui/dialog.css";
import { button } from "../../styles/ui.css";

export function RestaurantChangeDialog(
  props: { cancelHref: string } & (
    { fields: Record<string, string> } | { continueName: string; onContinue?: (event: MouseEvent<HTMLButtonElement>) => void }
  ),
) {
  const { cancelHref } = props;
  return (
    <Dialog title="Are you sure?" role="alertdialog" closeHref={cancelHref}>
      <p>Choosing a different restaurant will empty your basket. The items in it will be lost.</p>
      <div className={dialogActions}>
        <Link className={button.secondary} to={cancelHref}>
          Cancel
        </Link>
        {"fields" in props ? (
          <Form method="post" replace>
            {Object.entries(props.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="confirmed" value="yes" />
            <button type="submit" className={button.primary}>
              Continue
            </button>
          </Form>
        ) : (
          <button type="submit" className={button.primary} name={props.continueName} onClick={props.onContinue}>
            Continue
          </button>
        )}
      </div>
    </Dialog>
  );
}
