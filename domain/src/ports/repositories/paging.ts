/** A 1-based page of a list; answers are the domain's `Page<T>` (`{ data, count }`). */
export interface PageRequest {
  page: number;
  pageSize: number;
}
