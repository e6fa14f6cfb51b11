/**
 * Primes on BigInt: a deterministic Miller–Rabin test (the first twelve primes as bases are
 * exact for every n below 3.3·10^24) and factorisation by trial division then Pollard's rho
 * (Brent's variant) for the rest.
 */
const SMALL_PRIMES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

/** The largest number the prime tools accept. */
export const PRIME_LIMIT = 10n ** 18n;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  base %= modulus;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
    exponent >>= 1n;
  }
  return result;
}

export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of SMALL_PRIMES) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    s++;
  }
  witness: for (const a of SMALL_PRIMES) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let r = 1; r < s; r++) {
      x = (x * x) % n;
      if (x === n - 1n) continue witness;
    }
    return false;
  }
  return true;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/** A non-trivial factor of the odd composite n (Pollard–Brent). */
function rho(n: bigint): bigint {
  for (let c = 1n; ; c++) {
    const f = (x: bigint) => (x * x + c) % n;
    let y = 2n;
    let r = 1;
    let q = 1n;
    let g = 1n;
    let x = y;
    let ys = y;
    const m = 128;
    do {
      x = y;
      for (let i = 0; i < r; i++) y = f(y);
      let k = 0;
      do {
        ys = y;
        for (let i = 0; i < Math.min(m, r - k); i++) {
          y = f(y);
          q = (q * (x > y ? x - y : y - x)) % n;
        }
        g = gcd(q, n);
        k += m;
      } while (k < r && g === 1n);
      r *= 2;
    } while (g === 1n);
    if (g === n) {
      do {
        ys = f(ys);
        g = gcd(x > ys ? x - ys : ys - x, n);
      } while (g === 1n);
    }
    if (g !== n) return g;
  }
}

/** Prime factors of n ≥ 2 in ascending order, with repeats. */
export function factorise(n: bigint): bigint[] {
  const factors: bigint[] = [];
  for (let p = 2n; p < 1000n && p * p <= n; p += p === 2n ? 1n : 2n) {
    while (n % p === 0n) {
      factors.push(p);
      n /= p;
    }
  }
  const stack = n > 1n ? [n] : [];
  while (stack.length) {
    const m = stack.pop()!;
    if (isPrime(m)) factors.push(m);
    else {
      const f = rho(m);
      stack.push(f, m / f);
    }
  }
  return factors.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** "2^3 × 3^2 × 5" from [2, 2, 2, 3, 3, 5]. */
export function powerForm(factors: readonly bigint[]): string {
  const counts = new Map<bigint, number>();
  for (const f of factors) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts].map(([p, k]) => (k > 1 ? `${p}^${k}` : `${p}`)).join(' × ');
}

/** All divisors of n ≥ 1, ascending. */
export function divisors(n: bigint): bigint[] {
  if (n === 1n) return [1n];
  const counts = new Map<bigint, number>();
  for (const f of factorise(n)) counts.set(f, (counts.get(f) ?? 0) + 1);
  let result = [1n];
  for (const [p, k] of counts) {
    const next: bigint[] = [];
    for (const d of result) {
      let power = 1n;
      for (let i = 0; i <= k; i++) {
        next.push(d * power);
        power *= p;
      }
    }
    result = next;
  }
  return result.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Primes up to n by the sieve of Eratosthenes. */
export function primesUpTo(n: number): number[] {
  const composite = new Uint8Array(n + 1);
  const primes: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= n; j += i) composite[j] = 1;
  }
  return primes;
}
