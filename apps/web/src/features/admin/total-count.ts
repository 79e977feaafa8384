// The total of a paged admin list, from the X-Total-Count header the API sends with the page.
export const totalCount = (meta: { response?: Response } | undefined, fallback: number) =>
  Number(meta?.response?.headers.get('X-Total-Count') ?? fallback);
