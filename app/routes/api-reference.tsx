// The API reference for people: the OpenAPI document (GET /api/openapi.json) rendered on the
// server as areas, operations and tables, readable without JavaScript.
import type { Route } from "./+types/api-reference";
import { getApp } from "../context";
import { DataTable } from "../components/ui/data-table";
import { API_DOCUMENT_PATH, apiReference, type FieldRow, type OperationView } from "../../content/api-reference";
import { container } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import * as s from "./api-reference.css";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getApp(context);
  return { reference: apiReference(services.apiDocument(), API_DOCUMENT_PATH), brandName: services.brand.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `API reference | ${loaderData?.brandName ?? ""}` }];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export default function ApiReferencePage({ loaderData }: Route.ComponentProps) {
  const { reference } = loaderData;
  return (
    <article className={`${container} ${s.page}`}>
      <PageHeading>API reference</PageHeading>
      <p>
        {`${reference.title}, version ${reference.version}. Every answer is JSON: `}
        <code className={s.code}>{`{"status": "OK", …}`}</code>
        {", or "}
        <code className={s.code}>{`{"status": "ERROR", "errors": [{"path", "message"}]}`}</code>
        {" where each error's path names the field, parameter or header at fault. Amounts are whole numbers of pence or cent."}
      </p>
      <p>
        The machine-readable document (OpenAPI 3.1): <a href={reference.documentPath}>{reference.documentPath}</a>
      </p>
      <nav aria-labelledby="api-areas">
        <h2 id="api-areas">Areas</h2>
        <ul>
          {reference.areas.map((area) => (
            <li key={area.name}>
              <a href={`#${slug(area.name)}`}>{area.name}</a>
              {` (${area.operations.length})`}
            </li>
          ))}
        </ul>
      </nav>
      {reference.areas.map((area) => (
        <section key={area.name} aria-labelledby={slug(area.name)}>
          <h2 id={slug(area.name)}>{area.name}</h2>
          <p>{area.description}</p>
          {area.operations.map((op) => (
            <Operation key={op.id} op={op} />
          ))}
        </section>
      ))}
    </article>
  );
}

function Operation({ op }: { op: OperationView }) {
  const headingId = `op-${op.id}`;
  return (
    <section className={s.operation} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <code className={s.code}>{`${op.method} ${op.path}`}</code>
      </h3>
      <p>{op.summary}</p>
      <p>
        Operation id: <code className={s.code}>{op.id}</code>
      </p>
      {op.parameters.length ? (
        <Fields caption={`Parameters of ${op.id}`} rows={op.parameters} extra={{ heading: "In", cell: (r) => r.in }} />
      ) : null}
      {op.body.length ? <Fields caption={`Request body fields of ${op.id} (JSON)`} rows={op.body} /> : null}
      {op.example ? (
        <>
          <h4>Example request body</h4>
          <pre className={s.example}>{op.example}</pre>
        </>
      ) : null}
      <DataTable className={s.table} caption={`Answers of ${op.id}`} columns={["Status", "Meaning", "Fields"]}>
        {op.responses.map((r) => (
          <tr key={r.status}>
            <th scope="row">{r.status}</th>
            <td>{r.meaning}</td>
            <td>{r.fields}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function Fields<R extends FieldRow>({
  caption,
  rows,
  extra,
}: {
  caption: string;
  rows: R[];
  extra?: { heading: string; cell: (r: R) => string };
}) {
  return (
    <DataTable className={s.table} caption={caption} columns={["Name", extra?.heading ?? null, "Type", "Required", "Notes"]}>
      {rows.map((r) => (
        <tr key={r.name}>
          <th scope="row">
            <code className={s.code}>{r.name}</code>
          </th>
          {extra ? <td>{extra.cell(r)}</td> : null}
          <td>{r.type}</td>
          <td>{r.required ? "Yes" : "No"}</td>
          <td>{r.notes}</td>
        </tr>
      ))}
    </DataTable>
  );
}
