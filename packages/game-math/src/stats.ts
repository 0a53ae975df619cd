/**
 * Statistics for the RTP and fairness proofs: a running mean with its 99%
 * confidence interval, and Pearson's chi-square goodness-of-fit test.
 */

/** z for a two-sided 99% interval. */
export const Z99 = 2.5758293035489;

/** Welford's running mean and variance. */
export class RunningMean {
  n = 0;
  private mean = 0;
  private m2 = 0;

  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }

  get value(): number {
    return this.mean;
  }

  get standardError(): number {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1) / this.n) : Number.POSITIVE_INFINITY;
  }

  get ci99(): [number, number] {
    const h = Z99 * this.standardError;
    return [this.mean - h, this.mean + h];
  }
}

/** Pearson's statistic of observed counts against expected counts. */
export function chiSquare(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let x = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!;
    const d = observed[i]! - e;
    x += (d * d) / e;
  }
  return x;
}

/** Exact 99% quantiles for few degrees of freedom. */
const CHI2_99 = [
  Number.NaN,
  6.634897,
  9.21034,
  11.344867,
  13.276704,
  15.086272,
  16.811894,
  18.475307,
  20.090235,
  21.665994,
  23.209251,
];

/** The 99% quantile of chi-square with `df` degrees of freedom (table to 10, Wilson–Hilferty above: error < 0.1%). */
export function chiSquareCritical99(df: number): number {
  if (df <= 10) return CHI2_99[df]!;
  const z = 2.3263478740408;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
