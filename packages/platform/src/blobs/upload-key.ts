import { ServiceError } from '../grpc/errors';

/**
 * A blob key a service is handed in a request must be one the gateway stored under the prefix
 * that service takes (uploads, previews, files, job inputs...), never a path of the caller's
 * choosing: anything else is refused before a row names it.
 */
export function checkUploadKey(key: string | undefined, prefix: string): string {
  if (!key || !key.startsWith(`${prefix}/`) || key.includes('..'))
    throw new ServiceError('INVALID_ARGUMENT', 'The upload is missing or was not stored by the gateway.');
  return key;
}
