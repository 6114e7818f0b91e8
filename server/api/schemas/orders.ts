// The order entity (spec 2 §3: held in the basket once submitted, fields not shown). Our shape: its
// number and live status, when it was placed and when it is due, the restaurant, the lines as
// bought and the totals as charged, in minor units. The older *Minor names stay alongside.
import { z } from "zod";
import { money } from "./common";

const OrderStatusSchema = z.enum(["placed", "accepted", "in-oven", "ready", "out-for-delivery", "delivered", "cancelled", "refunded"]);

const OrderLineSchema = z.object({
  name: z.string(),
  details: z.array(z.string()).describe("The customisation or the bundle's products, in words."),
  quantity: z.number().int().min(1),
  cost: money("One unit as charged."),
  calculatedCost: money("The line as charged: cost × quantity."),
  unitMinor: money("The same as `cost` (the older name)."),
  totalMinor: money("The same as `calculatedCost` (the older name)."),
});

const address = z.object({ line1: z.string(), line2: z.string().nullable(), town: z.string().nullable(), postcode: z.string() });

export const OrderSchema = z.object({
  id: z.string().describe("The order's id (a UUID)."),
  number: z.string().describe("The short number shown to the customer and the restaurant (a brand letter and 6 digits)."),
  status: OrderStatusSchema.describe(
    "Now, from the clock: placed → accepted → in-oven → ready (collection) or out-for-delivery → delivered; or, as the restaurant decided, cancelled, then refunded.",
  ),
  statusLabel: z.string(),
  refund: z
    .object({ amount: money("What was given back to the card."), refundedAt: z.string().describe("ISO instant.") })
    .nullable()
    .describe("The refund of an order the restaurant rejected or cancelled; null otherwise."),
  placedAt: z.string().describe("When it was paid (ISO instant)."),
  createdAt: z.string().describe("The same as `placedAt`."),
  isDelivery: z.boolean(),
  mode: z.enum(["collection", "delivery"]),
  collectionTime: z.string().nullable().describe("The chosen collection slot (ISO instant); null for delivery."),
  collectionTimeLabel: z.string().nullable().describe("The slot as the restaurant's local HH:MM."),
  dueAt: z
    .string()
    .describe("When the order reaches its last status: ready to collect, or delivered (ISO instant; the status timeline's estimate)."),
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  deliveryAddress: address.nullable(),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobileNumber: z.string().nullable(),
  }),
  lines: z.array(OrderLineSchema),
  currency: z.enum(["GBP", "EUR"]),
  subTotal: money("The lines added up."),
  voucherCodes: z.array(z.object({ code: z.string(), name: z.string(), reduction: money("What the voucher took off.") })),
  voucherReduction: money("All vouchers together."),
  discounts: z.array(
    z.object({
      rewardId: z.number().int(),
      offerTitle: z.string(),
      amount: money("What the reward took off."),
      amountMinor: money("The same as `amount` (the older name)."),
    }),
  ),
  discountReduction: money("All reward discounts together."),
  deliveryFee: money("0 for collection."),
  serviceFee: money("0 for collection."),
  smallOrderFee: money("0 unless a small delivery order."),
  total: money("What was charged."),
  subTotalMinor: money("The same as `subTotal` (the older name)."),
  voucherLines: z
    .array(z.object({ code: z.string(), name: z.string(), reductionMinor: money("What the voucher took off.") }))
    .describe("The same as `voucherCodes` (the older name)."),
  voucherReductionMinor: money("The same as `voucherReduction` (the older name)."),
  discountReductionMinor: money("The same as `discountReduction` (the older name)."),
  deliveryFeeMinor: money("The same as `deliveryFee` (the older name)."),
  serviceFeeMinor: money("The same as `serviceFee` (the older name)."),
  smallOrderFeeMinor: money("The same as `smallOrderFee` (the older name)."),
  totalMinor: money("The same as `total` (the older name)."),
});
export type OrderPayload = z.infer<typeof OrderSchema>;
