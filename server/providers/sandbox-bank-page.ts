// The sandbox bank's 3-D Secure challenge page: where a `requires_action` charge's `challengeUrl`
// takes the customer (in the shop's frame or on its own), as a card issuer's page does at a real
// gateway. It shows the payment and asks the customer to complete or fail the authentication; the
// answer goes to the sandbox (server/providers/payments.ts) and the customer back to the shop's
// return address, where the shop confirms the charge. Served by the sandbox gateway
// (server/providers/payments-gateway.ts), or by any app that mounts the router.
import valid from "card-validator";
import express, { type NextFunction, type Request, type Response } from "express";
import { createHash } from "node:crypto";
import { formatMoney } from "../../domain/money";
import type { SandboxChallenge, SandboxPaymentProvider } from "./payments";

const BANK_NAME = "Sandbox Bank";
const CURRENCY_SYMBOLS = { GBP: "£", EUR: "€" } as const;

// Contrast AA or better on every text (the darkest blue on white is 8.6:1), and a visible focus ring.
const STYLE = `
body { margin: 0; padding: 1rem; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #eef1f5; }
main { max-width: 30rem; margin: 1rem auto; padding: 1.5rem; background: #fff; border: 1px solid #6b7280; border-radius: 8px; }
.bank { margin: 0; font-weight: 700; color: #0b4f8a; }
h1 { margin: 0.25rem 0 1rem; font-size: 1.5rem; line-height: 1.25; }
.note { font-size: 0.875rem; color: #4a4a4a; }
form { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button { min-height: 2.75rem; padding: 0.5rem 1rem; font: inherit; font-weight: 600; border: 2px solid #0b4f8a; border-radius: 6px; cursor: pointer; }
button[value="complete"] { color: #fff; background: #0b4f8a; }
button[value="fail"] { color: #0b4f8a; background: #fff; }
a { color: #0b4f8a; }
button:focus-visible, a:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 3px; }
`;
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Visa", "Mastercard", … from card-validator's type; "card" when the network is not known. */
function cardName(cardType: string | null): string {
  return (cardType && valid.creditCardType.getTypeInfo(cardType)?.niceType) || "card";
}

/** A whole document: `title` is its heading and (with the bank's name) its title; `body` is HTML. */
function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${BANK_NAME}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="bank">${BANK_NAME}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/**
 * Sends a page. The shop may frame it (no X-Frame-Options, which an app's own middleware may have
 * set), and its form may post to itself and the bank then send the customer to the shop.
 */
function send(res: Response, status: number, html: string, returnUrl?: string) {
  const formAction = ["'self'", returnUrl ? new URL(returnUrl).origin : null].filter(Boolean).join(" ");
  res.removeHeader("X-Frame-Options");
  res
    .status(status)
    .set({
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; form-action ${formAction}; frame-ancestors *; base-uri 'none'`,
      "Cross-Origin-Resource-Policy": "cross-origin",
      "Referrer-Policy": "no-referrer",
    })
    .type("html")
    .send(html);
}

/** Sends the customer back to the shop. */
function toShop(res: Response, returnUrl: string) {
  res.set("Cache-Control", "no-store").redirect(303, returnUrl);
}

/** The challenge itself: the payment, and one form with the two answers. */
function challengePage(c: SandboxChallenge): string {
  const amount = formatMoney(c.amountMinor, CURRENCY_SYMBOLS[c.currency]);
  return page(
    "Confirm your payment",
    `<p>${BANK_NAME} asks you to confirm a payment of ${escapeHtml(amount)} to ${escapeHtml(c.merchantName)} with your ${escapeHtml(cardName(c.cardType))} ending ${escapeHtml(c.last4)}.</p>
<p class="note">This is a test bank: no money moves, and either answer is fine.</p>
<form method="post">
<button name="answer" value="complete">Complete authentication</button>
<button name="answer" value="fail">Fail authentication</button>
</form>`,
  );
}

const notFound = (res: Response) =>
  send(res, 404, page("This payment was not found.", "<p>Check the address, or start the payment again at the shop.</p>"));

const expired = (res: Response, c: SandboxChallenge) =>
  send(
    res,
    410,
    page(
      "This authentication has expired.",
      `<p>Nothing was paid. You can start the payment again at the shop.</p>
<p><a href="${escapeHtml(c.returnUrl)}">Return to ${escapeHtml(c.merchantName)}</a></p>`,
    ),
    c.returnUrl,
  );

/** The bank's pages: GET and POST /challenge/:id, for the challenges of `sandbox`. */
export function sandboxBankPages(sandbox: SandboxPaymentProvider): express.Router {
  const router = express.Router();

  router.get("/challenge/:id", (req, res) => {
    const c = sandbox.challenge(req.params.id);
    if (!c) return notFound(res);
    if (c.answer) return toShop(res, c.returnUrl);
    if (c.expired) return expired(res, c);
    send(res, 200, challengePage(c), c.returnUrl);
  });

  router.post("/challenge/:id", express.urlencoded({ extended: false, limit: "1kb", parameterLimit: 5 }), (req, res) => {
    const id = req.params.id;
    const c = sandbox.challenge(id);
    if (!c) return notFound(res);
    if (c.expired) return expired(res, c);
    const answer: unknown = (req.body as Record<string, unknown> | undefined)?.answer;
    if (answer !== "complete" && answer !== "fail") {
      const body = `<p>Choose “Complete authentication” or “Fail authentication”.</p>
<p><a href="${escapeHtml(encodeURIComponent(id))}">Back to the payment</a></p>`;
      return send(res, 400, page("This answer was not understood.", body), c.returnUrl);
    }
    toShop(res, sandbox.answerChallenge(id, answer) ?? c.returnUrl);
  });

  // A form body that cannot be read (too large, badly encoded) is the customer's request at fault.
  router.use((err: { status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (typeof err.status !== "number" || err.status < 400 || err.status > 499) return next(err);
    send(res, err.status, page("This answer was not understood.", "<p>Go back to the payment and choose one of its two answers.</p>"));
  });

  return router;
}
