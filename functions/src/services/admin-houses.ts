import { MSG } from '@ifa/shared';
import { deleteHouse, getHouseParts, listHousesPage, type HouseParts, type HouseRecord } from '../data/houses.js';
import { cancellationReasons } from '../lib/ddb.js';
import { notFound } from '../lib/errors.js';

/**
 * Houses as admins see them (issue 28, DESIGN.md 5c): a page of them, and dissolving one. Kept
 * apart from services/house.ts so the admin Lambda does not bundle the house's views.
 */

/** Dissolves a house once: a second, parallel dissolve finds it gone (404). */
export async function dissolveHouse(parts: HouseParts) {
  try {
    await deleteHouse(parts);
  } catch (error) {
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) throw notFound(MSG.houseNotFound);
    throw error;
  }
  return { success: true as const, message: MSG.houseDissolved };
}

/** An admin dissolves any house. */
export async function adminDissolveHouse(houseId: string) {
  const parts = await getHouseParts(houseId, true);
  if (!parts) throw notFound(MSG.houseNotFound);
  return dissolveHouse(parts);
}

const adminRow = (h: HouseRecord) => ({
  id: h.id,
  name: h.name,
  head: { user_id: h.head.id, username: h.head.username, full_name: h.head.full_name },
  member_count: h.member_count,
  created_at: h.created_at,
});

/** GET /admin/houses: newest first. */
export async function adminHouses(page: number, limit: number) {
  const { houses, has_more } = await listHousesPage(page, limit);
  return { houses: houses.map(adminRow), page, has_more };
}
