// A form of the site: a plain <form>, which React Router's client sends in place (one listener for
// the whole page: app/lib/in-place-navigation.ts), as its own <Form> did. That one worked out its
// address and made its submit handler for every form on every render (decision 023). A fetcher's
// form (`FetcherForm`) is a plain form too, which its fetcher sends.
import type { FormHTMLAttributes, Ref, SubmitEvent } from "react";
import { useLocation, type FetcherSubmitFunction } from "react-router";

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

/** The page's own address (its path and query): where its forms post unless they name another. */
export function usePageAddress(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * `data-discover` marks a form the page's listener sends in place (and whose route React Router
 * discovers ahead); `data-replace` and `data-keep-scroll` carry `replace` and `preventScrollReset`.
 */
export function Form({ action, ...props }: FormProps) {
  const here = usePageAddress();
  return <FormAt action={action ?? here} {...props} />;
}

/**
 * The same form at an address given: it reads nothing of the page, so markup kept apart from the
 * page (app/components/kept-markup.tsx) can hold it.
 */
export function FormAt({
  method,
  action,
  replace = false,
  preventScrollReset = false,
  reloadDocument = false,
  children,
  ...rest
}: FormProps & { action: string }) {
  return (
    // Props named before the spread, children too (the lint rule in eslint.config.js; decision 023).
    <form
      method={method}
      action={action}
      data-discover={reloadDocument ? undefined : "true"}
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
      children={children}
      {...rest}
    />
  );
}

type FetcherFormProps = Omit<FormProps, "replace" | "preventScrollReset" | "reloadDocument"> & {
  fetcher: { submit: FetcherSubmitFunction };
};

/**
 * A fetcher's form: a plain form that, with JavaScript, its fetcher sends (the page stays), as
 * React Router's `fetcher.Form` did, unless the form's own `onSubmit` prevented it. Without
 * JavaScript the browser posts it to `action` (by default the page's own address).
 */
export function FetcherForm({ action, ...props }: FetcherFormProps) {
  const here = usePageAddress();
  return <FetcherFormAt action={action ?? here} {...props} />;
}

/** The same fetcher's form at an address given (it reads nothing of the page, as `FormAt`). */
export function FetcherFormAt({ fetcher, method, action, onSubmit, children, ...rest }: FetcherFormProps & { action: string }) {
  const send = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    // As React Router's own: the button's formmethod wins; its name, value and formaction are read by `submit`.
    const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : null;
    const sentAs = (submitter?.getAttribute("formmethod") ?? method).toLowerCase();
    void fetcher.submit(submitter ?? event.currentTarget, { method: sentAs === "get" ? "get" : "post" });
  };
  return <form method={method} action={action} onSubmit={send} children={children} {...rest} />;
}
