// Category tabs. Without JavaScript the page shows one category and each tab is a link to the page
// of its category; a category on the page is a link to its section. With JavaScript every category
// is on the page and the current tab follows the scroll position.
import { useCallback, useEffect } from "react";
import { useStateFrom } from "../../lib/state-from";
import type { MenuTab } from "../../../domain/menu/menu-view";
import * as s from "./menu.css";

export function CategoryTabs({
  tabs,
  rendered,
  active: initial,
  pageHref,
  onChange,
}: {
  tabs: MenuTab[];
  /** The categories on the page (their sections exist). */
  rendered: string[];
  /** The category the page opened on. */
  active: string | null;
  /** The address of the page that shows a category. */
  pageHref: (id: string) => string;
  /** Told the current category whenever it changes (the diet filter keeps it). */
  onChange?: (id: string) => void;
}) {
  const [active, setCurrent] = useStateFrom<string | null>(initial);
  const setActive = useCallback(
    (id: string | null) => {
      setCurrent(id);
      if (id) onChange?.(id);
    },
    [onChange, setCurrent],
  );
  const onPage = rendered.join(" ");
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id.replace(/^category-/, ""));
      },
      { rootMargin: "-20% 0px -70% 0px" },
    );
    for (const id of onPage.split(" ")) {
      const el = id ? document.getElementById(`category-${id}`) : null;
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [onPage, setActive]);
  return (
    <nav className={s.tabs} aria-label="Menu categories">
      <ul className={s.tabList}>
        {tabs.map((c) => (
          <li key={c.id}>
            <a
              className={s.tab}
              href={rendered.includes(c.id) ? `#category-${c.id}` : pageHref(c.id)}
              aria-current={active === c.id ? "true" : undefined}
              onClick={() => setActive(c.id)}
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
