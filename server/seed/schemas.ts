// Zod schemas for every seed file. Seeds are parsed with these when loaded; a bad record stops
// seeding with a message naming the file and the record.
import { z } from "zod";
import { ALLERGEN_IDS } from "../../domain/menu/allergens";

export const dietPreference = z.enum(["Vegan", "Vegetarian", "Gluten-Free", "Spicy", "Extra-Spicy"]);
type DietPreference = z.infer<typeof dietPreference>;

/** The 14 allergens UK food law requires us to declare. */
export const allergen = z.enum(ALLERGEN_IDS);

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "ids are lower-case letters, digits and dashes");
const minor = z.number().int().nonnegative();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be HH:MM (24 h)");
const imageName = z.string().regex(/^[a-z0-9-]+\.svg$/, "image names are kebab-case .svg files");

// ---------- geography ----------
export const ukOutcodeRow = z.object({
  outcode: z.string().regex(/^[A-Z]{1,2}[0-9][0-9A-Z]?$|^GIR$/),
  latitude: z.coerce.number().min(49).max(61),
  longitude: z.coerce.number().min(-9).max(2),
  town: z.string().min(1),
});
export const ieRoutingKeyRow = z.object({
  routingKey: z.string().regex(/^([AC-FHKNPRTV-Y]\d{2}|D6W)$/),
  latitude: z.coerce.number().min(51).max(56),
  longitude: z.coerce.number().min(-11).max(-5),
  area: z.string().min(1),
});

// ---------- restaurants ----------
const openingDay = z.object({ open: hhmm, close: hhmm }).nullable(); // null: closed all day
export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export const restaurantSeed = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  address: z.object({
    line1: z.string().min(1),
    line2: z.string().optional(),
    town: z.string().min(1),
    postcode: z.string().min(1), // UK postcode or Eircode in display form
  }),
  latitude: z.number().min(49).max(61),
  longitude: z.number().min(-11).max(2),
  telephone: z.string().regex(/^[0-9 +]{9,16}$/),
  facilities: z.array(z.enum(["Disabled Access", "Parking", "Baby Facilities", "WiFi", "Delivery"])),
  timeZone: z.enum(["Europe/London", "Europe/Dublin"]),
  /** Local opening hours per weekday; close may be after midnight only as "00:00" meaning midnight. */
  openingHours: z.object(Object.fromEntries(weekdays.map((d) => [d, openingDay])) as Record<(typeof weekdays)[number], typeof openingDay>),
  collection: z.object({
    disabled: z.boolean(),
    hidden: z.boolean(),
    tempClosed: z.boolean(),
    message: z.string().nullable(),
  }),
  delivery: z.object({
    disabled: z.boolean(),
    hidden: z.boolean(),
    tempClosed: z.boolean(),
    message: z.string().nullable(),
    radiusMiles: z.number().positive().max(10),
    feeMinor: minor,
  }),
  outOfStockItemIds: z.array(id),
});
export type RestaurantSeed = z.infer<typeof restaurantSeed>;

// ---------- menu ----------
export interface OptionSeed {
  id: string;
  name: string;
  costMinor: number;
  calories: number;
  dietPreferences: DietPreference[];
  isIncluded: boolean;
  isDefault: boolean;
  groups?: OptionGroupSeed[];
}
export interface OptionGroupSeed {
  id: string;
  name: string;
  kind: "base" | "size" | "toppings" | "removable" | "half" | "choice" | "dip" | "drink";
  min: number;
  max: number;
  options: OptionSeed[];
}
const optionSeed: z.ZodType<OptionSeed> = z.lazy(() =>
  z.object({
    id,
    name: z.string().min(1),
    costMinor: minor,
    calories: z.number().int().nonnegative(),
    dietPreferences: z.array(dietPreference),
    isIncluded: z.boolean(),
    isDefault: z.boolean(),
    groups: z.array(optionGroupSeed).optional(),
  }),
);
export const optionGroupSeed: z.ZodType<OptionGroupSeed> = z.lazy(() =>
  z
    .object({
      id,
      name: z.string().min(1),
      kind: z.enum(["base", "size", "toppings", "removable", "half", "choice", "dip", "drink"]),
      min: z.number().int().nonnegative(),
      max: z.number().int().positive(),
      options: z.array(optionSeed).min(1),
    })
    .refine((g) => g.max >= g.min, { message: "max must be at least min" }),
);

/** What every entry of the menu has, a single item or a bundle. */
const menuEntryFields = {
  id,
  name: z.string().min(1),
  description: z.string().min(1),
  image: imageName,
  subCategoryId: id,
  basePriceMinor: minor,
};

export const menuItemSeed = z.object({
  ...menuEntryFields,
  calories: z.number().int().nonnegative(),
  dietPreferences: z.array(dietPreference),
  allergens: z.array(allergen),
  uiTags: z.array(z.string().min(1)),
  ageRestricted: z.boolean(),
  groups: z.array(optionGroupSeed),
});
export type MenuItemSeed = z.infer<typeof menuItemSeed>;

const bundleSeed = z.object({
  ...menuEntryFields,
  dietPreferences: z.array(dietPreference),
  sections: z
    .array(
      z
        .object({
          id,
          name: z.string().min(1),
          minItems: z.number().int().nonnegative(),
          maxItems: z.number().int().positive(),
          sortOrder: z.number().int(),
          products: z.array(z.object({ itemId: id, upliftPriceMinor: minor })).min(1),
        })
        .refine((s) => s.maxItems >= s.minItems, { message: "maxItems must be at least minItems" }),
    )
    .min(1),
});
export type BundleSeed = z.infer<typeof bundleSeed>;

export const menuSeed = z.object({
  categories: z
    .array(
      z.object({
        id,
        name: z.string().min(1),
        displayIndex: z.number().int(),
        image: imageName,
        subCategories: z
          .array(
            z.object({
              id,
              name: z.string().min(1),
              description: z.string(),
              image: imageName,
              displayIndex: z.number().int(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  items: z.array(menuItemSeed).min(1),
  bundles: z.array(bundleSeed),
});
export type MenuSeed = z.infer<typeof menuSeed>;

// ---------- customers, vouchers, rewards ----------
const tier = z.enum(["signup", "bronze", "silver", "gold"]);
export const customerSeed = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  password: z.string().min(8),
  title: z.string().optional(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  mobileNumber: z
    .string()
    .regex(/^\+?[0-9]{10,14}$/)
    .nullable(),
  dateOfBirth: z.iso.date().nullable(),
  tier: tier.nullable(),
  appApproved: z.boolean(),
  employeeDiscountCode: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type CustomerSeed = z.infer<typeof customerSeed>;

export const voucherSeed = z.object({
  code: z.string().regex(/^[A-Z0-9-]{3,20}$/),
  name: z.string().min(1),
  kind: z.enum(["percent", "fixed", "freeItem", "freeDelivery"]),
  /** percent: 1–100; fixed: minor units; freeItem and freeDelivery: 0 */
  value: z.number().int().nonnegative(),
  freeItemId: id.nullable(),
  minSpendMinor: minor,
  validFrom: z.iso.date(),
  validTo: z.iso.date(),
  weekdays: z.array(z.enum(weekdays)).nullable(), // null: every day
  restaurantsInclude: z.array(z.number().int()).nullable(),
  restaurantsExclude: z.array(z.number().int()),
  mode: z.enum(["any", "collection", "delivery"]),
  /** employee: only the signed-in customer whose employeeDiscountCode is this code. */
  audience: z.enum(["any", "account", "guest", "employee"]),
  notWithBundles: z.boolean(),
  exclusive: z.boolean(),
  singleUsePerCustomer: z.boolean(),
  /** Only for a customer with no earlier order. */
  firstOrderOnly: z.boolean().default(false),
});
export type VoucherSeed = z.infer<typeof voucherSeed>;

export const rewardSeed = z.object({
  thirdPartyRewardTypeId: z.number().int().positive(),
  name: z.string().min(1),
  type: z.enum(["freeItem", "percentOff", "upgrade", "freeDelivery"]),
  tierName: tier,
  priority: z.number().int().default(1),
  discountPercentage: z.number().int().min(0).max(100),
  /** The products an offer of this reward can be taken on; empty for free delivery. */
  productIds: z.array(id),
  /** For upgrades: the menu option the reward pays for (the Romana base). */
  upgradeOptionId: id.optional(),
  /** How many products the customer picks (maxSelectionForReward). */
  picks: z.number().int().min(1).max(5).default(1),
  minSpendMinor: minor,
  validityDays: z.number().int().positive(),
  tags: z.array(z.string().regex(/^[a-z]+(:\d+)?$/)),
  restaurantRules: z.object({ inclusions: z.array(z.number().int()), exclusions: z.array(z.number().int()) }),
  details: z.object({
    rewardTitle: z.string(),
    rewardCardDescription: z.string(),
    rewardDetailPageHeaderCopy: z.string(),
    rewardDetailPageDescription: z.string(),
    tcs: z.string(),
  }),
});
export type RewardSeed = z.infer<typeof rewardSeed>;

// ---------- deal banners (the content a CMS would hold) ----------
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, "colours are #rrggbb");
export const bannerSeed = z
  .object({
    id,
    daysActive: z.array(z.enum(weekdays)).min(1),
    fromTime: hhmm,
    /** Exclusive; "24:00" is the end of the day. */
    toTime: z.union([hhmm, z.literal("24:00")]),
    fromDate: z.iso.date(),
    toDate: z.iso.date(),
    journey: z.enum(["delivery", "collection", "both"]),
    header: z.string().min(1).max(60),
    body: z.string().min(1).max(200),
    ctaText: z.string().min(1).max(30),
    /** A page of this site ("/…") or an https address. */
    ctaLink: z.string().regex(/^\/(?!\/)[^\s]*$|^https:\/\/[^\s]+$/, "a path on this site or an https address"),
    backgroundColour: colour,
    colour,
  })
  .refine((b) => b.fromTime < b.toTime, { message: "fromTime must be before toTime (a window never crosses midnight)", path: ["toTime"] })
  .refine((b) => b.fromDate <= b.toDate, { message: "fromDate must not be after toDate", path: ["toDate"] });
export type BannerSeed = z.infer<typeof bannerSeed>;
