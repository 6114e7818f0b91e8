// Schemas every area of the /api contract shares: the envelopes and the money convention.
import { z } from "zod";

/**
 * Money, everywhere in the API: an integer number of minor units (pence for GBP, cent for EUR) of
 * the brand's currency, as `applicationConfig/oop` names it (`CURRENCY`). 1099 is £10.99.
 */
export const money = (description: string) => z.number().int().describe(`${description} In minor units of the brand's currency.`);

/** One field at fault: `path` names the field, parameter or header (dotted for nested fields). */
const FieldErrorSchema = z.object({
  path: z.string().min(1).describe("The field, parameter or header at fault, dotted for nested fields (items.0.quantity)."),
  message: z.string().min(1).describe("What is wrong, in words a customer can read."),
});

/** Every 4xx and 5xx answer. */
export const ErrorEnvelopeSchema = z.object({
  status: z.literal("ERROR"),
  errors: z.array(FieldErrorSchema).min(1),
});

/** Wraps an OK payload's fields in the envelope. */
export const okEnvelope = <T extends z.ZodObject>(payload: T) => payload.extend({ status: z.literal("OK") });
