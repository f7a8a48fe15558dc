/** A small seeded PRNG (mulberry32) and the draws the generator needs: the same seed, the same data. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
}

/** Draws indexes 0…n−1 with given weights (cumulative table, binary search). */
export class Weighted {
  private readonly cumulative: Float64Array;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) this.cumulative[i] = sum += weights[i]!;
  }

  get total(): number {
    return this.cumulative[this.cumulative.length - 1] ?? 0;
  }

  draw(random: Random): number {
    const target = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf-like weights 1/(rank + offset)^s over a shuffled order of n items: a few popular ones, a long tail. */
export function zipfWeights(n: number, s: number, offset: number, random: Random): Float64Array {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const weights = new Float64Array(n);
  order.forEach((item, rank) => (weights[item] = 1 / Math.pow(rank + offset, s)));
  return weights;
}
