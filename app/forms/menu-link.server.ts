// The first 'Add' on a menu opened from a link while the basket is elsewhere or nowhere
// (app/routes/menu-layout.server.ts): the restaurant is chosen first, by the journey's own use case
// (`services.journey.chooseFromMenu`), and what the page answers instead when it cannot be yet:
// the 'Are you sure?' question, the delivery search (a postcode is needed), or the refusal's words.
import type { AppLoadContext } from "../context";
import type { MenuJourney } from "../routes/menu-layout.server";

export type NotYetChosen = { kind: "confirm" } | { kind: "postcode" } | { kind: "refused"; message: string };

/** Null when the basket is (now) at this restaurant on this journey, so the add can go ahead. */
export async function chooseBeforeAdd(app: AppLoadContext, journey: MenuJourney, confirmed: boolean): Promise<NotYetChosen | null> {
  if (journey.chosen) return null;
  const chosen = await app.services.journey.chooseFromMenu({
    basketId: app.session.basketId,
    restaurantId: journey.restaurantId,
    mode: journey.mode,
    confirmed,
  });
  switch (chosen.outcome) {
    case "selected":
      return null;
    case "confirm":
      return { kind: "confirm" };
    case "postcode":
      return { kind: "postcode" };
    case "unavailable":
    case "quote-error":
      return { kind: "refused", message: chosen.message };
  }
}
