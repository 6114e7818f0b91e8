// The page's one <h1>, and where focus lands when the page arrives (docs/decisions/010-keyboard-and-focus.md).
// Without JavaScript the browser honours `autofocus` on load; with it, app/lib/a11y/navigation-focus.ts
// focuses the heading after a client navigation (React only autofocuses form controls). Either
// way a screen reader announces the new page by its heading, and the next Tab goes on into the
// content, past the header. A page that opens with something more urgent (an error summary, a
// modal) turns this off, so that gets focus instead.
import type { HTMLAttributes, ReactNode } from "react";

export const PAGE_FOCUS_ATTRIBUTE = "data-page-focus";

export function PageHeading({
  children,
  focus = true,
  ...rest
}: { children: ReactNode; focus?: boolean } & Omit<HTMLAttributes<HTMLHeadingElement>, "tabIndex" | "autoFocus">) {
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- moving focus to the new page's heading is the point
    <h1 tabIndex={-1} autoFocus={focus} {...{ [PAGE_FOCUS_ATTRIBUTE]: focus ? "" : undefined }} {...rest}>
      {children}
    </h1>
  );
}
