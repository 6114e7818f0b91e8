// Category tabs: real links to the sections (they work without JavaScript); with JavaScript the
// current tab follows the scroll position.
import { useEffect, useState } from "react";
import * as s from "./menu.css";

export function CategoryTabs({ categories }: { categories: { id: string; name: string }[] }) {
  const [active, setActive] = useState<string | null>(categories[0]?.id ?? null);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id.replace(/^category-/, ""));
      },
      { rootMargin: "-20% 0px -70% 0px" },
    );
    for (const c of categories) {
      const el = document.getElementById(`category-${c.id}`);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [categories]);
  return (
    <nav className={s.tabs} aria-label="Menu categories">
      <ul className={s.tabList}>
        {categories.map((c) => (
          <li key={c.id}>
            <a
              className={s.tab}
              href={`#category-${c.id}`}
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
