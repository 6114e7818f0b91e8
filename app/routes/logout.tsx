// Log out (a POST from the header): ends the session and empties the basket, then the home page.
// From the basket or a checkout step with items in the basket, the server asks first when the page
// could not (without JavaScript): 'Are you sure?' with Leave / Stay (decision 020).
import { data, redirect, Form, Link } from "react-router";
import type { Route } from "./+types/logout";
import { getApp } from "../context";
import { safeRedirect } from "../../domain/redirect";
import { Dialog, DialogPage } from "../components/ui/dialog";
import { actions as dialogActions } from "../components/ui/dialog.css";
import { PageHeading } from "../components/site/page-heading";
import { asksBeforeLogOut, LEAVE_TEXT, LEAVE_TITLE } from "../lib/dialogs/leave-guard";
import { dialogHandle } from "../lib/dialogs/page-dialog";
import { button, container } from "../styles/ui.css";
import { paths } from "../paths";
import { personalPage } from "../forms/private-answers.server";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ context }: Route.LoaderArgs) {
  // Nothing to log out of: the home page.
  if (getApp(context).session.customerId === null) throw redirect(paths.home());
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  const form = await request.formData();
  const from = safeRedirect(form.get("from"), paths.home());
  const holdsItems = async () => (await app.services.baskets.summary(app.session.basketId)).count > 0;
  if (form.get("confirmed") !== "1" && asksBeforeLogOut(new URL(from, "http://site.invalid").pathname) && (await holdsItems()))
    return data({ from });
  await app.services.signOut(app.session);
  app.setCookie(app.services.cookies.clearSession());
  return redirect(paths.home());
}

export const handle = dialogHandle<null, { from: string }>((_page, asked) => Boolean(asked));

export function meta() {
  return [{ title: "Log out" }];
}

export default function LogOut({ actionData }: Route.ComponentProps) {
  const dialog = actionData ? (
    <Dialog title={LEAVE_TITLE} role="alertdialog" closeHref={actionData.from}>
      <p>{LEAVE_TEXT}</p>
      <Form method="post" reloadDocument className={dialogActions}>
        <input type="hidden" name="confirmed" value="1" />
        <button type="submit" className={button.secondary}>
          Leave
        </button>
        <Link className={button.primary} to={actionData.from}>
          Stay
        </Link>
      </Form>
    </Dialog>
  ) : null;
  return (
    <div className={container}>
      <DialogPage dialog={dialog}>
        <PageHeading>Log out</PageHeading>
        <p>Logging out empties your basket.</p>
        <Form method="post" reloadDocument>
          <button type="submit" className={button.primary}>
            Log out
          </button>
        </Form>
      </DialogPage>
    </div>
  );
}
