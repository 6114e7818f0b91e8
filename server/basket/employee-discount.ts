// The employee discount (spec 2 §4): a customer holding an employee code is offered 50 % off a
// collection basket that does not have it yet, once per session. Showing the offer changes nothing;
// the customer's answer (yes or no thanks) is what marks it made, so a page read writes nothing.
import type { OrderMode } from "../../domain/basket/basket";
import { employeeDiscountOffer } from "../../domain/basket/vouchers";
import type { CustomerService } from "../accounts";
import type { VoucherService } from "./vouchers";

/** Who is looking at the basket: its id, the customer's session and, when signed in, the customer. */
export interface EmployeeDiscountViewer {
  basketId: string;
  sessionId: string | null;
  customerId: number | null;
  ip: string;
}

export function employeeDiscountService(deps: { customers: CustomerService; vouchers: VoucherService }) {
  const { customers, vouchers } = deps;
  return {
    /** Whether the basket page offers the discount now. Reads only. */
    async offered(who: EmployeeDiscountViewer, basket: { mode: OrderMode | null; voucherCodes: readonly string[] }, empty: boolean) {
      if (empty || who.sessionId === null || who.customerId === null) return false;
      const [customer, session] = await Promise.all([customers.getById(who.customerId), customers.sessionData(who.sessionId)]);
      if (session === null) return false;
      return employeeDiscountOffer(
        customer,
        basket.mode,
        await vouchers.defsOf(basket.voucherCodes),
        session.hasShownEmployeeModal ?? false,
      );
    },

    /**
     * The customer's answer to the offer: not asked again this session either way; `accept` applies
     * the code from the customer's own record (never one from the request).
     */
    async answer(who: EmployeeDiscountViewer, accept: boolean) {
      if (who.sessionId !== null) await customers.patchSession(who.sessionId, { hasShownEmployeeModal: true });
      if (!accept || who.customerId === null) return;
      const customer = await customers.getById(who.customerId);
      if (customer?.employeeDiscountCode) await vouchers.apply(who.basketId, customer.employeeDiscountCode, customer.id, who.ip);
    },
  };
}
