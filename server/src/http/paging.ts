/** The page of a list answer: which page, how many rows match in all, how many pages, the rows. */
export interface Page<T> {
  currentPage: number;
  totalCount: number;
  totalPage: number;
  data: T[];
}

/** `data` as page `page` (from 1) of `totalCount` rows shown `perPage` at a time. */
export function pageOf<T>(
  data: T[],
  totalCount: number,
  { page, perPage }: { page: number; perPage: number },
): Page<T> {
  return { currentPage: page, totalCount, totalPage: Math.ceil(totalCount / perPage), data };
}
