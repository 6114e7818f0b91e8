// The hero of the account pages (log in, forgotten password, reset password, password changed):
// the home page's hero band, holding the page's heading. In-app it is plain, like the home page's.
import type { ReactNode } from "react";
import * as h from "../search/hero.css";
import { PageHeading } from "../site/page-heading";
import { useInApp } from "../../lib/in-app/in-app";
import { container } from "../../styles/ui.css";

export function AccountHero({ title, focus = true, children }: { title: string; focus?: boolean; children?: ReactNode }) {
  const inApp = useInApp();
  return (
    <section className={inApp ? h.hero : `${h.hero} ${h.heroPicture.home}`} aria-labelledby="hero-title">
      <div className={`${container} ${h.heroInner}`}>
        <PageHeading id="hero-title" className={h.title} focus={focus}>
          {title}
        </PageHeading>
        {children ? <p className={h.subtitle}>{children}</p> : null}
      </div>
    </section>
  );
}
