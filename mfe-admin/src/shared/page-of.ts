/**
 * A page of a list the API answers a page at a time. Each call asks for one more than a page, so
 * the page knows whether there is a next one without counting the whole collection. Apart from the
 * Pager, so a page's first rows need no antd.
 */
export function pageOf<T>(fetched: readonly T[] | undefined, pageSize: number): { items: T[]; hasNext: boolean } {
  return { items: (fetched ?? []).slice(0, pageSize), hasNext: (fetched?.length ?? 0) > pageSize };
}
