// One menu item's drawing: picks the dish by the item's id and sub-category; the card's background
// comes from its category.
import { dessert, gelato, SCOOPS } from "./desserts.mjs";
import { cider, DRINK, juiceCarton, pint, tumbler, waterBottle, WINE, wineGlass } from "./drinks.mjs";
import { lasagne, macCheese, PASTA, pastaBowl, salad } from "./pasta-salads.mjs";
import { pizza } from "./pizza.mjs";
import {
  arancini,
  bruschetta,
  calamari,
  camembert,
  caprese,
  coleslaw,
  dipPot,
  doughBalls,
  flatbread,
  fries,
  mushroomsSkillet,
  potatoes,
  twists,
  wings,
} from "./starters-sides.mjs";

export const BG = {
  deals: "#fbe3cf",
  starters: "#f6e7d2",
  pizzas: "#f3e3cf",
  pasta: "#f7ecd9",
  salads: "#e6f0dc",
  sides: "#f5ead6",
  desserts: "#f6e2e8",
  kids: "#e3eef7",
  "soft-drinks": "#e1eef5",
  alcohol: "#ece3ef",
  dips: "#f1ede2",
};
const ingredientsOf = (item) =>
  (item.groups.find((g) => g.kind === "removable" && g.name === "Customise your pizza")?.options ?? []).map((o) =>
    o.id.replace(/^inc-/, ""),
  );
export const isPizza = (item) => item.groups[0]?.name === "Choose your base";

export function drawItem(a, item) {
  const id = item.id;
  const sub = item.subCategoryId;
  if (isPizza(item)) {
    if (item.groups.some((g) => g.kind === "half"))
      return pizza(a, [], {
        halves: [
          ["tomato-sauce", "mozzarella", "pepperoni"],
          ["mozzarella", "mushrooms", "peppers", "black-olives"],
        ],
      });
    const style = sub === "pizzas-sottile" ? "thin" : sub === "pizzas-gluten-free" ? "gf" : sub.startsWith("kids") ? "kids" : "classic";
    const face = style === "kids" ? (id.includes("pepperoni") ? "pep" : "oli") : false;
    return pizza(a, ingredientsOf(item), { style, face });
  }
  if (id === "baked-camembert") return camembert(a);
  if (id.includes("dough-balls")) return doughBalls(a, item);
  if (id.startsWith("garlic-bread")) return flatbread(a, item);
  if (id === "tomato-bruschetta") return bruschetta(a);
  if (id === "crispy-calamari") return calamari(a);
  if (id === "chicken-wings") return wings(a);
  if (id === "tomato-mozzarella-caprese") return caprese(a);
  if (id === "mushroom-arancini") return arancini(a);
  if (id === "beef-lasagne") return lasagne(a);
  if (id.includes("mac")) return macCheese(a);
  if (PASTA[id]) return pastaBowl(a, item);
  if (sub.startsWith("salads")) return salad(a, item);
  if (id === "skin-on-fries") return fries(a);
  if (id === "rosemary-potatoes") return potatoes(a);
  if (id === "house-coleslaw") return coleslaw(a);
  if (id === "cheesy-dough-twists") return twists(a);
  if (id === "garlic-mushrooms") return mushroomsSkillet(a);
  if (SCOOPS[id]) return gelato(a, item);
  if (sub.startsWith("desserts")) return dessert(a, item);
  if (id === "kids-juice-box") return juiceCarton();
  if (id.includes("water")) return waterBottle(a, item);
  if (id === "house-lager" || id === "hazy-pale-ale") return pint(a, item);
  if (id === "apple-cider") return cider();
  if (WINE[id]) return wineGlass(a, item);
  if (sub === "dips-all") return dipPot(a, item);
  if (DRINK[id]) return tumbler(a, item);
  throw new Error(`no drawing for item ${id}`);
}
export const frame = (bg) => `<rect width="400" height="300" fill="${bg}"/><circle cx="200" cy="150" r="142" fill="#fff" opacity=".35"/>`;
