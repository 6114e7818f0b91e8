// A form of the site: a plain <form>, which React Router's client sends in place (one listener for
// the whole page: app/lib/in-place-navigation.ts), as its own <Form> did. That one worked out its
// address and made its submit handler for every form on every render (decision 023). Fetchers keep
// React Router's `fetcher.Form`.
import type { FormHTMLAttributes, Ref } from "react";
import { useLocation } from "react-router";

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action"> {
  method: "get" | "post";
  /** An address on this site, from app/paths.ts; by default the page's own (its path and query). */
  action?: string;
  /** The page it leads to replaces this one in the history (React Router's `replace`). */
  replace?: boolean;
  /** The page keeps its scroll position (React Router's `preventScrollReset`). */
  preventScrollReset?: boolean;
  /** Sent by the browser as a new document, never in place. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLFormElement>;
}

/**
 * `data-discover` marks a form the page's listener sends in place (and whose route React Router
 * discovers ahead); `data-replace` and `data-keep-scroll` carry `replace` and `preventScrollReset`.
 */
export function Form({
  method,
  action,
  replace = false,
  preventScrollReset = false,
  reloadDocument = false,
  children,
  ...rest
}: FormProps) {
  const { pathname, search } = useLocation();
  return (
    <form
      {...rest}
      method={method}
      action={action ?? `${pathname}${search}`}
      data-discover={reloadDocument ? undefined : "true"}
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
    >
      {children}
    </form>
  );
}
