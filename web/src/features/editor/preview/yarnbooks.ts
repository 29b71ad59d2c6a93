// The company's yarnbooks as the embroidery nodes read them (engine resource `atelier:yarnbooks`,
// the shape `parseYarnbook` of @atelier/embroidery reads): each book's name and its threads.
import { yarnbooksResourceId } from '@atelier/embroidery';
import type { Profile } from '../../auth/currentUser';

export { yarnbooksResourceId };

export interface YarnbookResource {
  name: string;
  threads: { name: string; colour: string }[];
}

/**
 * The yarnbooks of a profile's company settings, books without yarns left out (they cannot match
 * anything). An empty list when the profile has none.
 */
export function yarnbooksResource(profile: Profile | undefined): YarnbookResource[] {
  const books = profile?.company_settings?.yarnbooks ?? [];
  return books
    .filter((book) => book.yarns.length > 0)
    .map((book) => ({
      name: book.name,
      threads: book.yarns.map((yarn) => ({ name: yarn.name, colour: yarn.colour })),
    }));
}
