// A restaurant an /api call names by id: its stored record, or a 404 naming the field.
import { ApiError, type HandlerContext } from "../api/define";

export async function restaurantOr404(ctx: HandlerContext, id: number, field: string) {
  const r = await ctx.services.search.record(id);
  if (!r) throw new ApiError(404, [{ path: field, message: `No restaurant with id ${id}` }]);
  return r;
}
