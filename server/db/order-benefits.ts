// What an order's stored data says it used: the club rewards (one per discount that names one)
// and the voucher codes. Read when the order is written and, once, from orders written before.

export function benefitsOf(data: unknown): { rewardIds: number[]; voucherCodes: string[] } {
  const order = (data ?? {}) as { discounts?: { rewardId?: unknown }[]; voucherLines?: { code?: unknown }[] };
  const rewardIds = (Array.isArray(order.discounts) ? order.discounts : []).flatMap((d) =>
    typeof d?.rewardId === "number" ? [d.rewardId] : [],
  );
  // A code used twice on one order counts once.
  const voucherCodes = [
    ...new Set((Array.isArray(order.voucherLines) ? order.voucherLines : []).flatMap((v) => (typeof v?.code === "string" ? [v.code] : []))),
  ];
  return { rewardIds, voucherCodes };
}
