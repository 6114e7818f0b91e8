// With JavaScript, the site's links and forms (app/components/link.tsx, form.tsx: marked
// `data-discover`, as React Router marks its own) are followed and sent in place by React Router,
// as its <Link> and <Form> did. A link: the main button, no key held, this tab, this site. A form:
// this tab, this site. Anything else (a new tab, a download, another site, an event a handler has
// already dealt with) is the browser's. One listener each on the document, after React's: an
// element's own onClick or onSubmit runs first and may prevent it.
import { useEffect } from "react";
import { useNavigate, useSubmit } from "react-router";

const sameSite = (address: string) => new URL(address, window.location.href).origin === window.location.origin;

/** The link a click is for, when the page follows it in place; otherwise null. */
function linkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return sameSite(link.href) ? link : null;
}

/** The form a submit is for, and the button that sent it, when the page sends it in place. */
function formToSend(event: SubmitEvent): { form: HTMLFormElement; submitter: HTMLButtonElement | HTMLInputElement | null } | null {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute("data-discover")) return null;
  const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : null;
  const target = submitter?.getAttribute("formtarget") ?? form.target;
  if (target && target !== "_self") return null;
  return sameSite(submitter?.getAttribute("formaction") ?? form.action) ? { form, submitter } : null;
}

export function useInPlaceNavigation() {
  const navigate = useNavigate();
  const submit = useSubmit();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkToFollow(event);
      if (!link) return;
      event.preventDefault();
      const { pathname, search, hash } = new URL(link.href);
      const to = `${pathname}${search}${hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, {
        // As React Router's <Link>: a link to the page itself replaces it in the history.
        replace: to === here,
        preventScrollReset: link.hasAttribute("data-keep-scroll"),
      });
    };
    const onSubmit = (event: SubmitEvent) => {
      const sending = formToSend(event);
      if (!sending) return;
      event.preventDefault();
      const { form, submitter } = sending;
      // As React Router's <Form>: the button's formmethod wins; its name, value and formaction are
      // read by `submit` itself. Unset options stay unset (React Router then decides, as before).
      const method = (submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get").toLowerCase();
      void submit(submitter ?? form, {
        method: method === "post" ? "post" : "get",
        replace: form.hasAttribute("data-replace") ? true : undefined,
        preventScrollReset: form.hasAttribute("data-keep-scroll") ? true : undefined,
      });
    };
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    // The page's JavaScript has taken over its links and forms (the root's layout runs this effect
    // after every other of the first render): `<html data-in-place>`.
    document.documentElement.dataset.inPlace = "";
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
      delete document.documentElement.dataset.inPlace;
    };
  }, [navigate, submit]);
}
