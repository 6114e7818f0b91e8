import { data, Link } from "react-router";
import type { Route } from "./+types/info";
import { getApp } from "../context";
import { findInfoPage } from "../../content/info-pages";
import { container } from "../styles/ui.css";
import { PageHeading } from "../components/site/page-heading";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getApp(context);
  const slug = [params.section, params.page].filter(Boolean).join("-");
  const page = findInfoPage(slug, services.brand);
  if (!page) throw data(null, { status: 404 });
  return { page, brandName: services.brand.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.page.title ?? "Information"} | ${loaderData?.brandName ?? ""}` }];
}

export default function Info({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className={container}>
      <PageHeading>{page.title}</PageHeading>
      {page.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <List items={page.list} />
      {page.sections?.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <List items={section.list} />
          {section.link ? (
            <p>
              <Link to={section.link.href}>{section.link.text}</Link>
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}

function List({ items }: { items: string[] | undefined }) {
  if (!items) return null;
  return (
    <ul>
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}
