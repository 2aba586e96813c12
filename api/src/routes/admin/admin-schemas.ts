// Schemas shared by the back-office route modules.
import { z } from '@hono/zod-openapi';

export const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
export const UserIdParam = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });

/** `{ data, count }`: one page and the exact number of matches across pages. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int().min(0) });

export const Deleted = z.object({ success: z.literal(true) });
