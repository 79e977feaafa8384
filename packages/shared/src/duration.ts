// Lengths in words, Zod-free so the storefront's pages can word a curriculum's length.

/** "8 s", "3 min 20 s", "14 h 3 min": a length of whole seconds in its parts that are not zero. */
export function lengthInWords(wholeSeconds: number): string {
  const parts = [
    [Math.floor(wholeSeconds / 3600), 'h'],
    [Math.floor((wholeSeconds % 3600) / 60), 'min'],
    [wholeSeconds % 60, 's'],
  ] as const;
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) => `${amount} ${unit}`)
    .join(' ');
}
