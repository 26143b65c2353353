/**
 * Seeded, splittable pseudo-random numbers (sfc32). The generator state is four
 * unsigned 32-bit integers kept in a plain array, so it lives inside game state,
 * clones with it and serializes as JSON. Never use Math.random in rules code.
 */
export type RngState = [number, number, number, number];

/** Hash a seed (number or string) into a well-mixed generator state. */
export function seedRng(seed: number | string): RngState {
  let h = 1779033703 ^ 0;
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const s: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/** Next unsigned 32-bit integer; advances the state in place. */
export function nextUint32(s: RngState): number {
  const a = s[0],
    b = s[1],
    c = s[2],
    d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  return t >>> 0;
}

/** Uniform integer in [0, n). n must be a positive integer below 2^32. */
export function nextInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  // Rejection sampling removes modulo bias.
  const limit = 0x100000000 - (0x100000000 % n);
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  return x % n;
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, arr: T[]): void {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = arr[i]!;
    arr[i] = arr[j]!;
    arr[j] = tmp;
  }
}

/** A new independent stream derived from this one (advances the parent). */
export function splitRng(s: RngState): RngState {
  return seedRng(`${nextUint32(s)}:${nextUint32(s)}:${nextUint32(s)}:${nextUint32(s)}`);
}

export function cloneRng(s: RngState): RngState {
  return [s[0], s[1], s[2], s[3]];
}
