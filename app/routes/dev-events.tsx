// The last analytics events recorded (docs/decisions/017), for development and tests. It answers
// 404 unless the configuration turns it on, which production never does by default.
import { data } from "react-router";
import type { Route } from "./+types/dev-events";
import { getApp } from "../context";
import { container } from "../styles/ui.css";
import { DataTable } from "../components/ui/data-table";
import { personalPage } from "../forms/private-answers.server";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

// Personal whoever asks: never kept by a cache (app/forms/private-answers.server.ts).
export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ context }: Route.LoaderArgs) {
  const app = getApp(context);
  if (!app.services.devEvents) throw data(null, { status: 404 });
  const events = await app.services.analytics.recent({ limit: 50 });
  return { events: events.map((e) => ({ ...e, data: JSON.stringify(e.data) })) };
}

export function meta() {
  return [{ title: "Analytics events (development)" }, { name: "robots", content: "noindex" }];
}

export default function DevEvents({ loaderData }: Route.ComponentProps) {
  return (
    <div className={container}>
      <h1>Analytics events</h1>
      {loaderData.events.length ? (
        <DataTable
          caption={<>The last {loaderData.events.length} events recorded, newest first</>}
          columns={["Event", "Page", "Details", "Basket", "Recorded at"]}
        >
          {loaderData.events.map((e) => (
            <tr key={e.id}>
              <th scope="row">{e.name}</th>
              <td>{e.page}</td>
              <td>
                <code>{e.data}</code>
              </td>
              <td>{e.basketId}</td>
              <td>{e.createdAt}</td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p>No events recorded yet.</p>
      )}
    </div>
  );
}
