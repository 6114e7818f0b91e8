// A section of the basket and reward screens, named by its heading in the basket's line-name style
// (the vouchers, the stacked offers, the locked rewards, the rewards added).
import type { ReactNode } from "react";
import * as b from "./basket.css";

export function BasketSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={b.lineName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
