/**
 * What an avatar without a photo shows: the first letter of the first two words of the name,
 * in capitals ("олена коваль" → "ОК"). Letters are taken whole, so a name starting with a
 * character outside the basic plane keeps it.
 */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
