// Every quoted text of the two specifications is product copy, and each appears where the spec
// puts it: this list names them (with the spec's line), and each is asserted, verbatim, by some
// test of the screen or answer that shows it (placeholders such as {restaurant} stand for any
// value the test uses). A text no test asserts is copy nobody checks: this test fails and names it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

interface SpecText {
  text: string;
  /** The spec, its section and line. */
  where: string;
  /** Quoted in the spec but not product copy (a state's name, seeded data): why it is not asserted here. */
  notCopy?: string;
}

export const SPEC_TEXTS: SpecText[] = [
  { text: "Order Online", where: "spec 1 §Restaurant search screens, line 25" },
  { text: "From Collection to Delivery, order those cravings away!", where: "spec 1 §Restaurant search screens, line 25" },
  { text: "Order for Collection", where: "spec 1 §Restaurant search screens, line 26" },
  { text: "Order for Delivery", where: "spec 1 §Restaurant search screens, line 26" },
  { text: "Collection", where: "spec 1 §Restaurant search screens, line 27" },
  { text: "Find your nearest {brand} open for Collection.", where: "spec 1 §Restaurant search screens, line 27" },
  { text: "{brand} Delivers", where: "spec 1 §Restaurant search screens, line 28" },
  { text: "Find your nearest {brand} open for Delivery.", where: "spec 1 §Restaurant search screens, line 28" },
  { text: "Enter your postcode or location", where: "spec 1 §Restaurant search screens, line 29" },
  { text: "Enter your postcode", where: "spec 1 §Restaurant search screens, line 29" },
  { text: "Use my location", where: "spec 1 §Restaurant search screens, line 30" },
  { text: "Back", where: "spec 1 §Restaurant search screens, line 31" },
  { text: "Allergen Information", where: "spec 1 §Restaurant search screens, line 32" },
  { text: "Estimated delivery time: {begin} - {end} mins", where: "spec 1 §Menu and customisation routes, line 38" },
  { text: "You are ordering for collection from {restaurant} restaurant.", where: "spec 1 §Menu and customisation routes, line 39" },
  { text: "Change restaurant", where: "spec 1 §Menu and customisation routes, line 40" },
  { text: "Back to menu", where: "spec 1 §Menu and customisation routes, line 45" },
  { text: "Back to basket", where: "spec 1 §Menu and customisation routes, line 45" },
  { text: "Add to basket - {currency}{price x quantity, 2 decimals}", where: "spec 1 §Menu and customisation routes, line 45" },
  { text: "Are you sure?", where: "spec 1 §Modals in this area, line 49" },
  { text: "Cancel", where: "spec 1 §Modals in this area, line 49" },
  { text: "Continue", where: "spec 1 §Modals in this area, line 49" },
  { text: "FILTER BY DIET", where: "spec 1 §Modals in this area, line 50" },
  { text: "Disabled Access", where: "spec 1 §3, line 56", notCopy: "a facility name from the restaurant data" },
  { text: "Parking", where: "spec 1 §3, line 56", notCopy: "a facility name from the restaurant data" },
  { text: "Baby Facilities", where: "spec 1 §3, line 56", notCopy: "a facility name from the restaurant data" },
  { text: "WiFi", where: "spec 1 §3, line 56", notCopy: "a facility name from the restaurant data" },
  { text: "Delivery", where: "spec 1 §3, line 56", notCopy: "a facility name and journey name" },
  { text: "Order for collection", where: "spec 1 §Restaurant card, line 104" },
  { text: "Order for delivery", where: "spec 1 §Restaurant card, line 106" },
  { text: "Lowest Delivery Fee", where: "spec 1 §Restaurant card, line 109" },
  { text: "Fastest", where: "spec 1 §Restaurant card, line 109" },
  {
    text: "begin - end mins",
    where: "spec 1 §Restaurant card, line 109",
    notCopy: "the shape of the estimate; its text is 'Estimated delivery time: {begin} - {end} mins'",
  },
  { text: "Show calories", where: "spec 1 §Diet filter, line 113" },
  { text: "Clear selection", where: "spec 1 §Diet filter, line 115" },
  { text: "Customise", where: "spec 1 §Menu cards, line 121" },
  { text: "Add", where: "spec 1 §Menu cards, line 121" },
  { text: "Reset Pizza", where: "spec 1 §Customisation, line 134" },
  { text: "Reset Toppings", where: "spec 1 §Customisation, line 134" },
  { text: "extra toppings", where: "spec 1 §Customisation, line 134", notCopy: "an option group name from the menu data" },
  { text: "customise your pizza", where: "spec 1 §Customisation, line 134", notCopy: "an option group name from the menu data" },
  { text: "customise this half", where: "spec 1 §Customisation, line 134", notCopy: "an option group name from the menu data" },
  { text: "Item added to order", where: "spec 1 §Basket session rules, line 147" },
  { text: "Please enter a valid postcode", where: "spec 1 §5, line 153" },
  { text: "Choose your base", where: "spec 1 §5, line 157" },
  { text: "Please make a selection to proceed to basket.", where: "spec 1 §5, line 163" },
  { text: "Choose your base*", where: "spec 1 §5, line 163" },
  { text: "Required", where: "spec 1 §5, line 164" },
  { text: "26", where: "spec 1 §5, line 167" },
  { text: "1", where: "spec 1 §5, line 167" },
  { text: "Upsell", where: "spec 1 §Basket (POST unless stated), line 217" },
  { text: "Please grant access to location services if you wish to search by location.", where: "spec 1 §8, line 247" },
  { text: "Location information is unavailable.", where: "spec 1 §8, line 247" },
  { text: "The request to get user location timed out.", where: "spec 1 §8, line 247" },
  { text: "An unknown error occurred.", where: "spec 1 §8, line 247" },
  { text: "Location information is unavailable. Please check your location permissions.", where: "spec 1 §8, line 248" },
  { text: "Oops! Something went wrong, please try again.", where: "spec 1 §8, line 249" },
  {
    text: "We're Sorry! Unfortunately we are not currently delivering to this postcode. Why not try collection instead?",
    where: "spec 1 §8, line 250",
  },
  { text: "We have no restaurants within a 10 mile radius of your postcode.", where: "spec 1 §8, line 251" },
  { text: "Sorry but we can't find your location. Please enter your postcode", where: "spec 1 §8, line 251" },
  { text: "No results found. Please adjust your filters.", where: "spec 1 §8, line 252" },
  { text: "Dough! This restaurant is closed for today. Please search for another restaurant.", where: "spec 1 §8, line 253" },
  { text: "temporarily closed", where: "spec 1 §8, line 253" },
  { text: "Leaving this page will result in you losing the contents of your basket.", where: "spec 1 §8, line 256" },
  { text: "Unexpected Application Error!", where: "spec 1 §8, line 257" },
  { text: "Adults need around 2000 kcal per day.", where: "spec 1 §9, line 267" },
  { text: "Basket summary", where: "spec 2 §2, line 22" },
  { text: "Applying rewards & Offers", where: "spec 2 §2, line 22" },
  { text: "Check Basket", where: "spec 2 §2, line 78" },
  { text: "Delivery help", where: "spec 2 §2, line 89" },
  { text: "Free Delivery", where: "spec 2 §3, line 98" },
  { text: "#", where: "spec 2 §3, line 98" },
  { text: "SignUp", where: "spec 2 §3, line 114" },
  { text: "Club Member", where: "spec 2 §3, line 114" },
  { text: "Employee Discount", where: "spec 2 §4, line 157" },
  { text: "This product has been taken.", where: "spec 2 §4, line 171" },
  { text: "Expires {day} {short month} {year}", where: "spec 2 §4, line 176" },
  { text: "+ {price} Romana Upgrade", where: "spec 2 §4, line 176" },
  { text: "{n} Reward(s) added", where: "spec 2 §4, line 176" },
  { text: "Save £{amount}", where: "spec 2 §4, line 176" },
  { text: "passed", where: "spec 2 §4, line 185", notCopy: "a state of the collection time, not text" },
  { text: "Voucher codes can not be applied with another offer.", where: "spec 2 §5, line 197" },
  { text: "Pick {n} below", where: "spec 2 §5, line 201" },
  { text: "Pick up to {n} below", where: "spec 2 §5, line 201" },
  { text: "Add to basket", where: "spec 2 §7, line 252" },
  { text: "Promotion is not valid without account. Please Log in to use your Voucher.", where: "spec 2 §8, line 261" },
  { text: "Promotion is not valid with account. Could you try another one please?", where: "spec 2 §8, line 261" },
  { text: "Vouchers cannot be used with bundles", where: "spec 2 §8, line 263" },
  { text: "We’re Sorry!", where: "spec 2 §8, line 264" },
  { text: "Vouchers have been removed from your basket as they are no longer valid.", where: "spec 2 §8, line 264" },
  { text: "A voucher has been removed ... no longer valid", where: "spec 2 §8, line 264" },
  {
    text: "Loyalty Rewards and Vouchers can‘t be used together. Please remove your voucher code to add your rewards.",
    where: "spec 2 §8, line 267",
  },
  { text: "Please remove the discount vouchers before adding your rewards", where: "spec 2 §8, line 268" },
  { text: "Basket total under £10 by £{amount}. You need to spend a minimum of £10 to redeem your rewards.", where: "spec 2 §8, line 269" },
  { text: " however you have some rewards available for redemption.", where: "spec 2 §8, line 269" },
  { text: "You've not selected enough items", where: "spec 2 §8, line 270" },
  {
    text: "One or more of your rewards requires multiple product selection, please check your rewards and select the correct number of items before you save again.",
    where: "spec 2 §8, line 270",
  },
  { text: "There are no loyalty rewards available right now.", where: "spec 2 §8, line 272" },
  { text: "No offers available at {restaurant}.", where: "spec 2 §8, line 272" },
  { text: "Order below minimum delivery amount", where: "spec 2 §8, line 276" },
  {
    text: "Your order is below the minimum delivery amount. Please bring the total to £10 or more to continue",
    where: "spec 2 §8, line 276",
  },
  { text: "The following products are out of stock or unavailable:", where: "spec 2 §8, line 277" },
  { text: "Remove above items", where: "spec 2 §8, line 277" },
  { text: "The following products are in stock and available:", where: "spec 2 §8, line 277" },
  { text: "Oops! you have not selected any items.", where: "spec 2 §8, line 278" },
  { text: "Add more items", where: "spec 2 §8, line 278" },
  {
    text: "You must be at least 18 to purchase alcohol and show a valid ID at delivery. The name on the delivery order should match the ID. Failure to present a valid ID may result in your order being returned.",
    where: "spec 2 §8, line 280",
  },
  {
    text: "Your collection time has expired, please select a new collection time before completing your order.",
    where: "spec 2 §8, line 285",
  },
  {
    text: "A rider is no longer available for your desired location. Please enter a new postcode or order for Collection",
    where: "spec 2 §8, line 286",
  },
  { text: "Select new location", where: "spec 2 §8, line 286" },
  {
    text: "Unfortunately a third-party delivery provider can no longer fulfil this order. Please try again or try Collection instead.",
    where: "spec 2 §8, line 289",
  },
  { text: "Save: {price}", where: "spec 2 §9, line 324" },
];

/** The test sources (browser, API and unit tests), apostrophes made straight. */
function testSources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) continue;
    if (statSync(path).isDirectory()) testSources(path, out);
    else if (/\.(test|spec)\.tsx?$|tests\/e2e\/[a-z-]+\.ts$/.test(path) && !path.endsWith("spec-copy.test.ts"))
      out.push(readFileSync(path, "utf8"));
  }
  return out;
}

const straight = (s: string) => s.replace(/[’‘]/g, "'").replace(/\\u2018|\\u2019/g, "'");

/** The text as a pattern: placeholders ({restaurant}) and elisions (...) match what a test puts there. */
function pattern(text: string): RegExp {
  const parts = straight(text)
    .split(/\{[^}]*\}|\.\.\.|…/)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(parts.join("[\\s\\S]{0,80}?"));
}

describe("the specifications' quoted texts", () => {
  const sources = straight(["tests", "app", "domain", "content", "server"].flatMap((d) => testSources(d)).join("\n"));

  it("are listed once each", () => {
    const texts = SPEC_TEXTS.map((t) => t.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("are each asserted by a test of where they appear", () => {
    const unasserted = SPEC_TEXTS.filter((t) => !t.notCopy && !pattern(t.text).test(sources)).map((t) => `'${t.text}' (${t.where})`);
    expect(unasserted, `no test asserts:\n${unasserted.join("\n")}`).toEqual([]);
  });
});
