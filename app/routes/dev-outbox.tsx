// The notifications outbox (sign-in codes, reset links) for development and tests. It answers 404
// unless the configuration turns it on, which production never does by default.
import { data } from "react-router";
import type { Route } from "./+types/dev-outbox";
import { getApp } from "../context";
import { container } from "../styles/ui.css";
import { personalPage } from "../forms/private-answers.server";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getApp(context);
  if (!app.services.devOutbox) throw data(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.slice(0, 254) || undefined;
  return { to: to ?? "", messages: await app.services.sentMessages({ recipient: to, limit: 50 }) };
}

export function meta() {
  return [{ title: "Outbox (development)" }, { name: "robots", content: "noindex" }];
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className={container}>
      <h1>Outbox</h1>
      <form method="get">
        <label htmlFor="outbox-to">Recipient</label> <input id="outbox-to" name="to" defaultValue={loaderData.to} />{" "}
        <button type="submit">Filter</button>
      </form>
      <ol>
        {loaderData.messages.map((m) => (
          <li key={m.id}>
            <article aria-label={`${m.channel} to ${m.recipient}`}>
              <h2>{m.subject}</h2>
              <p>
                {m.channel} to {m.recipient} at {m.createdAt}
              </p>
              <p>{m.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
