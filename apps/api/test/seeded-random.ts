/** The same values on every run from `seed`: a small linear congruential generator. */
export function seededRandom(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return { next, pick };
}
