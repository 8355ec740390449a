import {
  apiFetch,
  getJson,
  getOffsetPage,
  type OffsetPage,
  readJson,
  withQuery,
} from '../../api/http.ts';

export type { OffsetPage };
export { getJson, withQuery };

/** A write to the admin API, answering its parsed JSON body (undefined for 204). */
export async function adminSend<T>(method: string, url: string, body?: unknown): Promise<T> {
  return readJson<T>(await apiFetch(method, url, body));
}

export const ADMIN_PAGE_SIZE = 25;

/** One page of an admin list (`?q&limit&offset`, total in `X-Total-Count`). */
export function getAdminPage<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  page: number,
): Promise<OffsetPage<T>> {
  const offset = page * ADMIN_PAGE_SIZE;
  return getOffsetPage<T>(withQuery(path, { ...params, limit: ADMIN_PAGE_SIZE, offset }), offset);
}
