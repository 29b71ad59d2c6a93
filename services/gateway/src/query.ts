import { z } from 'zod';

/** Query-string helpers: every value arrives as a string (or not at all). */
export const queryTypes = {
  limit: (fallback: number, maximum: number) => z.coerce.number().int().min(1).max(maximum).default(fallback),
  offset: () => z.coerce.number().int().min(0).max(1_000_000).default(0),
  flag: () =>
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  text: (maximum: number) => z.string().trim().max(maximum).optional(),
};

export function parseQuery<Shape extends z.ZodRawShape>(
  shape: Shape,
  query: unknown,
): z.infer<z.ZodObject<Shape>> {
  return z.object(shape).parse(query ?? {});
}
