// A page of a list, as every paged answer carries it (the feed, the back office's lists) and every repository
// that pages answers it: the page's rows and the total count across pages.
import { z } from 'zod';

export interface Page<T> {
  data: T[];
  count: number;
}

/** The schema of a page of `item` rows. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int().min(0) });
