import { z } from 'zod';

/**
 * The shapes every `*.api.ts` repeats, built once: pass the result to `build.query` / `build.mutation`
 * (which keeps the endpoint's own result and argument types). Paths are relative to `/api/`.
 */
type Tag = string | { type: string; id: string };

/** The answer of every DELETE endpoint. */
export const Deleted = z.object({ success: z.literal(true) });

/** GET `url` with no arguments, validated by `responseSchema`, cached under `tags`. */
export const getJson = <S extends z.ZodType, const T extends Tag>(
  url: string,
  responseSchema: S,
  providesTags: readonly T[] = [],
) => ({ query: () => url, responseSchema, providesTags: [...providesTags] });

/** GET `url` with the argument object as its query string. */
export const getWithParams = <S extends z.ZodType>(url: string, responseSchema: S) => ({
  query: (params: object) => ({ url, params }),
  responseSchema,
});

/** GET `base/<id>` (plus `suffix`), cached under the `{ type, id }` tag of that id. */
export const getById = <S extends z.ZodType, const K extends string>(
  base: string,
  responseSchema: S,
  type: K,
  suffix = '',
) => ({
  query: (id: string) => `${base}/${encodeURIComponent(id)}${suffix}`,
  responseSchema,
  providesTags: (_r: unknown, _e: unknown, id: string) => [{ type, id }],
});

/** POST / PUT the argument as the JSON body of `url`, then drop the `invalidates` tags. */
export const sendJson = <S extends z.ZodType, const T extends Tag>(
  method: 'POST' | 'PUT',
  url: string,
  responseSchema: S,
  invalidatesTags: readonly T[] = [],
) => ({
  query: (body: unknown) => ({ url, method, body }),
  responseSchema,
  invalidatesTags: [...invalidatesTags],
});

/** DELETE `base/<id>`, then drop the `invalidates` tags. */
export const deleteById = <S extends z.ZodType, const T extends Tag>(
  base: string,
  responseSchema: S,
  invalidatesTags: readonly T[] = [],
) => ({
  query: (id: string) => ({ url: `${base}/${encodeURIComponent(id)}`, method: 'DELETE' }),
  responseSchema,
  invalidatesTags: [...invalidatesTags],
});

/** PUT / PATCH `{ id, [key]: body }` to `base/<id>`: the admin edit forms' save. */
export const saveById = <K extends string, S extends z.ZodType>(
  method: 'PUT' | 'PATCH',
  base: string,
  key: K,
  responseSchema: S,
) => ({
  query: (arg: { id: string } & Record<K, unknown>) => ({
    url: `${base}/${encodeURIComponent(arg.id)}`,
    method,
    body: arg[key],
  }),
  responseSchema,
});

/** The query-string fields that are set: an undefined one is left out of the URL rather than sent empty. */
export const definedOnly = <T extends Record<string, unknown>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
