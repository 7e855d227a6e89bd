/**
 * A name as an id of lower-case letters, digits and hyphens (accents dropped, at most 60
 * characters): the ids data files take (a campaign's, a league entry's). Empty when the name has
 * no letter or digit; callers supply their own fallback.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
