import { z } from 'zod';

/**
 * Every error leaves the gateway in this one shape. `code` is a gRPC status name (NOT_FOUND,
 * PERMISSION_DENIED, …) or one of the few HTTP-only codes below; `message` is written for the
 * person using the product; `details` may name the fields that were wrong.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Codes the gateway produces itself, before any service is asked. */
export const gatewayErrorCodes = {
  routeNotFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  addressTooLong: 'URI_TOO_LONG',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  malformedBody: 'INVALID_ARGUMENT',
  rateLimited: 'RESOURCE_EXHAUSTED',
  unauthenticated: 'UNAUTHENTICATED',
  internal: 'INTERNAL',
} as const;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
