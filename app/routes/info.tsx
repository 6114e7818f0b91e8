import { data } from "react-router";
import type { Route } from "./+types/info";
import { getApp } from "../context";
import { findInfoPage } from "../domain/info-pages";
import { container } from "../styles/ui.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getApp(context);
  const slug = [params.section, params.page].filter(Boolean).join("-");
  const page = findInfoPage(slug, services.brand.name);
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
      <h1>{page.title}</h1>
      {page.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {page.list ? (
        <ul>
          {page.list.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
