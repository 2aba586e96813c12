import { z } from 'zod';

/** The back office's list answer: one page of rows and the exact count of every matching row. */
export const adminPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int().min(0) });

export interface AdminPage<T> {
  data: T[];
  count: number;
}
