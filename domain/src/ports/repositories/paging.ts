import type { SortOrder } from '../../entities/common';

/** A 1-based page of a list; answers are the domain's `Page<T>` (`{ data, count }`). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** An admin list's order: a whitelisted column, resolved with `adminListOrder` (domain/entities/admin-queries). */
export interface AdminSort<F extends string> {
  sortBy?: F | undefined;
  sortOrder?: SortOrder | undefined;
}
