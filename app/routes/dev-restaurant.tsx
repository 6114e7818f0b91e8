// The restaurant's side, for development and tests: the brand's latest orders, each of which it
// may reject or cancel; either refunds the order's charge (server/checkout/order-cancellation.ts).
// It answers 404 unless the configuration turns it on, which production never does by default.
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dev-restaurant";
import { getApp } from "../context";
import { container } from "../styles/ui.css";
import { personalPage } from "../forms/private-answers.server";
import { formObject } from "../forms/account.server";
import { formatMoney } from "../../domain/money";
import { keepPageOnFailure, revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;
export const clientAction = (args: Route.ClientActionArgs) => keepPageOnFailure(args);

export const middleware: Route.MiddlewareFunction[] = [personalPage];

const decision = z.object({ orderId: z.uuid(), intent: z.enum(["rejected", "cancelled"]) });

function enabled(app: ReturnType<typeof getApp>) {
  if (!app.services.devRestaurant) throw data(null, { status: 404 });
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  enabled(app);
  return { orders: await app.services.orders.latest(20), currencySymbol: app.services.brand.currencySymbol };
}

export async function action({ context, request }: Route.ActionArgs) {
  const app = getApp(context);
  enabled(app);
  const parsed = decision.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data({ message: "Choose an order to reject or cancel." }, { status: 400 });
  const outcome = await app.services.orders.cancelByRestaurant({ orderId: parsed.data.orderId, reason: parsed.data.intent });
  switch (outcome.status) {
    case "not-found":
      return data({ message: "That order was not found." }, { status: 404 });
    case "refund-failed":
      return data({ message: `Order ${outcome.order.number} is cancelled, but its refund failed: try again.` }, { status: 502 });
    case "refunded":
      return { message: `Order ${outcome.order.number} is ${parsed.data.intent} and refunded.` };
  }
}

export function meta() {
  return [{ title: "Restaurant (development)" }, { name: "robots", content: "noindex" }];
}

export default function DevRestaurant({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, currencySymbol } = loaderData;
  return (
    <div className={container}>
      <h1>Restaurant</h1>
      <p role="status">{actionData?.message ?? ""}</p>
      <ol>
        {orders.map((o) => (
          <li key={o.id}>
            <article aria-labelledby={`order-${o.id}`}>
              <h2 id={`order-${o.id}`}>{`Order ${o.number}`}</h2>
              <p>{`${o.restaurantName} · ${formatMoney(o.totalMinor, currencySymbol)} · ${o.statusLabel}`}</p>
              {o.cancellation ? null : (
                <Form method="post">
                  <input type="hidden" name="orderId" value={o.id} />
                  <button type="submit" name="intent" value="rejected">{`Reject order ${o.number}`}</button>{" "}
                  <button type="submit" name="intent" value="cancelled">{`Cancel order ${o.number}`}</button>
                </Form>
              )}
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
