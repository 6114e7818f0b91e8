// A form sent in place (a fetcher, or a form with JavaScript) whose request fails — the connection
// gone, or the server answering with an error it could not explain — keeps the page and says so,
// instead of the error page replacing it. Each route with an action uses `keepPageOnFailure` as its
// `clientAction`; every route's `shouldRevalidate` is `revalidateUnlessFailed`, or its own wrapped
// in `unlessFailed`, so the page is not loaded again after a failed send (with the connection gone,
// that load would fail too and take the page down). Without JavaScript the browser shows its own error, as for any page.
import { isRouteErrorResponse } from "react-router";

const SEND_FAILED = "Sorry, that didn’t go through. Please check your connection and try again.";

type Listener = (message: string | null) => void;
const listeners = new Set<Listener>();
/** The last send failed and the loaders have not been asked since: they are not. */
let failedSend = false;

/** The shown alert: `FailedActionAlert` listens. */
export function onSendFailure(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the alert shows now: it is told to go only then (a needless state update would re-render
 *  the page's root while the answer is being applied). */
let shown = false;

const tell = (message: string | null) => {
  shown = message !== null;
  listeners.forEach((l) => l(message));
};

/** The alert closed by the customer. */
export const dismissFailure = () => tell(null);

/**
 * The server's answer as it is (redirects and the route's own refusals included), or, when the send
 * itself failed, `failed()`: the page stays and is not loaded again.
 */
export async function sendOr<T, F>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  failed: () => F,
): Promise<T | F> {
  failedSend = false;
  if (shown) tell(null);
  try {
    return await serverAction();
  } catch (e) {
    // A redirect, or a response the action threw on purpose (a 404): the framework's to follow. A
    // send the framework called off (another submission or navigation took over) is not a failure.
    if (e instanceof Response || isRouteErrorResponse(e) || request.signal.aborted) throw e;
    failedSend = true;
    return failed();
  }
}

/** A route's `clientAction`: the server's answer, or nothing and the alert when the send failed. */
export function keepPageOnFailure<T>(args: { request: Request; serverAction: () => Promise<T> }): Promise<T | undefined> {
  return sendOr(args, () => {
    tell(SEND_FAILED);
    return undefined;
  });
}

/** Whether this revalidation follows a send that failed: then no loader runs again. */
function afterFailedSend({ formMethod }: { formMethod?: string }): boolean {
  return failedSend && formMethod !== undefined && formMethod.toUpperCase() !== "GET";
}

type RevalidateArgs = { formMethod?: string; defaultShouldRevalidate: boolean };

/** A route's own `shouldRevalidate`, asked only when the send before it did not fail. */
export function unlessFailed<A extends RevalidateArgs>(own: (args: A) => boolean): (args: A) => boolean {
  return (args) => (afterFailedSend(args) ? false : own(args));
}

/** A route's `shouldRevalidate`: the framework's answer, but not after a send that failed. */
export const revalidateUnlessFailed = unlessFailed((args: RevalidateArgs) => args.defaultShouldRevalidate);
