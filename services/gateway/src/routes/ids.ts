import { ServiceError } from '@atelier/platform';
import { z } from 'zod';

const uuid = z.uuid();

/** A path id that must be a UUID; anything else answers like an id that does not exist. */
export function pathId(value: unknown, notFoundMessage: string): string {
  const id = String(value);
  if (!uuid.safeParse(id).success) throw new ServiceError('NOT_FOUND', notFoundMessage);
  return id;
}

export const notFoundMessages = {
  project: 'Project not found.',
  version: 'Project version not found.',
  folder: 'Folder not found.',
  file: 'File not found.',
} as const;
