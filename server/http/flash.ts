// Post/Redirect/Get with a flash message: an action that redirects leaves what the next page should
// say (domain/flash-message.ts) in a signed cookie instead of the address, so a link can never
// make a page say something this server did not write. The page that shows it takes it once
// (`session.takeFlash()`), which clears the cookie.
import { fitFlash, flashMessage, type FlashMessage } from "../../domain/flash-message";
import { derivedKey, sign, unsign } from "./cookies";

// Its own key derived from the session secret, so no other signed cookie's value passes as a flash.
const flashKey = (secret: string) => derivedKey(secret, "FLASH_MESSAGE");

/** The cookie value for a message: its JSON in base64url, with the signature (`<payload>.<mac>`). */
export function signFlash(message: FlashMessage, secret: string): string {
  const json = JSON.stringify(flashMessage.parse(fitFlash(message)));
  return sign(Buffer.from(json, "utf8").toString("base64url"), flashKey(secret));
}

/** The message in a flash cookie, or null when there is none, or it is not one we signed, or not a message. */
export function flashFromCookie(value: string | undefined, secret: string): FlashMessage | null {
  if (!value || value.length > 4096) return null;
  const payload = unsign(value, flashKey(secret));
  if (payload === null) return null;
  try {
    const parsed = flashMessage.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
