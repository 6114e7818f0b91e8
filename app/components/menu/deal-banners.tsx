// The deal banners live now on this journey (server-rendered: they need no JavaScript). Each is an
// article named by its header; its colours are the readable pair from /banners.css.
import { Link } from "react-router";
import * as s from "./deal-banners.css";
import { container } from "../../styles/ui.css";

export interface DealBannerView {
  id: string;
  header: string;
  body: string;
  ctaText: string;
  ctaLink: string;
}

export function DealBanners({ banners, stylesheet }: { banners: DealBannerView[]; stylesheet: string }) {
  if (!banners.length) return null;
  return (
    <section className={`${container} ${s.strip}`} aria-label="Offers">
      <link rel="stylesheet" href={stylesheet} precedence="default" />
      <ul className={s.list}>
        {banners.map((b) => (
          <li key={b.id}>
            <article className={s.banner} data-banner={b.id} aria-labelledby={`deal-${b.id}`}>
              <h2 id={`deal-${b.id}`} className={s.header}>
                {b.header}
              </h2>
              <p className={s.body}>{b.body}</p>
              <Link className={s.cta} to={b.ctaLink} {...(b.ctaLink.startsWith("https:") ? { rel: "external noopener" } : {})}>
                {b.ctaText}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
