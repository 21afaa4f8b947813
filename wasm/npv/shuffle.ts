// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).
import { CURSORS, REFILL, REFILL_BYTES, SCRATCH, SCRATCH_B, SHUFFLE_SPARE } from './memory';
import { fillWords } from './generators';

// ---------------------------------------------------------------------------------------------
// The Latin Hypercube's random pairing: a Fisher–Yates shuffle of a flow's strata (in SCRATCH or
// SCRATCH_B) fused with the accumulation, each position added to npv when it is fixed. The swap
// partner of position i is uniform in [0, i] by Lemire's multiply-and-reject on a 16-bit draw
// (n ≤ 4,096 = 2^12, so the rare rejection keeps it exactly uniform). A stream's half words start
// where the caller filled them (n − 1 + SHUFFLE_SPARE are ready); only a rejection can use them up,
// so only the rejection path looks at their end, refilling the stream's own room when it does
// (enough for every swap left: the fast path never checks).

/** Sets stream s (0 or 1) to read its half words from `draws`, n − 1 + SHUFFLE_SPARE of them ready. */
function startStream(s: i32, draws: usize, n: i32): void {
  const c = CURSORS + <usize>s * 12;
  store<u32>(c, <u32>draws);
  store<u32>(c, <u32>(draws + (<usize>(n - 1 + SHUFFLE_SPARE) << 1)), 4);
  store<u32>(c, <u32>(REFILL + <usize>s * REFILL_BYTES), 8);
}

/**
 * The rare path of a draw for a swap with `bound` = i + 1 candidates: the exact test of Lemire's
 * method and further draws while rejected. The stream's next half word is at its cursor.
 */
function accepted(s: i32, product: u32, bound: u32): u32 {
  const c = CURSORS + <usize>s * 12;
  let draws = <usize>load<u32>(c);
  let end = <usize>load<u32>(c, 4);
  const threshold: u32 = (<u32>0x10000 - bound) % bound;
  while ((product & 0xffff) < threshold) {
    if (draws == end) {
      const need = bound - 1 + <u32>SHUFFLE_SPARE;
      draws = <usize>load<u32>(c, 8);
      fillWords(draws, <i32>((need + 7) >> 3));
      end = draws + (<usize>need << 1);
      store<u32>(c, <u32>end, 4);
    }
    product = <u32>load<u16>(draws) * bound;
    draws += 2;
  }
  store<u32>(c, <u32>draws);
  return product;
}

/** Swaps position i with the partner `product` names in the strata at `strata`; returns the value fixed at i. */
// @ts-ignore: decorator
@inline
function fixed(strata: usize, i: i32, product: u32): f64 {
  const partner = strata + (<usize>(product >> 16) << 3);
  const v = load<f64>(partner);
  store<f64>(partner, load<f64>(strata + (<usize>i << 3)));
  return v;
}

/** npv[i] += weight · (SCRATCH shuffled)[i], the half words from `draws`. */
export function shuffleAccumulate(npv: usize, n: i32, weight: f64, draws: usize): void {
  startStream(0, draws, n);
  for (let i = n - 1; i > 0; i--) {
    const bound = <u32>(i + 1);
    let product = <u32>load<u16>(draws) * bound;
    draws += 2;
    if ((product & 0xffff) < bound) {
      store<u32>(CURSORS, <u32>draws);
      product = accepted(0, product, bound);
      draws = <usize>load<u32>(CURSORS);
    }
    const pa = npv + (<usize>i << 3);
    store<f64>(pa, load<f64>(pa) + weight * fixed(SCRATCH, i, product));
  }
  if (n > 0) store<f64>(npv, load<f64>(npv) + weight * load<f64>(SCRATCH));
}

/**
 * npv[i] += wa · (SCRATCH shuffled)[i] + wb · (SCRATCH_B shuffled)[i]: two flows' shuffles in one
 * pass (one read and write of npv per row for both, and two independent chains of work). The sum is
 * (npv + wa·a) + wb·b, as the two flows accumulated one after the other.
 */
export function shufflePair(npv: usize, n: i32, wa: f64, wb: f64, drawsA: usize, drawsB: usize): void {
  startStream(0, drawsA, n);
  startStream(1, drawsB, n);
  for (let i = n - 1; i > 0; i--) {
    const bound = <u32>(i + 1);
    let pa = <u32>load<u16>(drawsA) * bound;
    drawsA += 2;
    if ((pa & 0xffff) < bound) {
      store<u32>(CURSORS, <u32>drawsA);
      pa = accepted(0, pa, bound);
      drawsA = <usize>load<u32>(CURSORS);
    }
    let pb = <u32>load<u16>(drawsB) * bound;
    drawsB += 2;
    if ((pb & 0xffff) < bound) {
      store<u32>(CURSORS + 12, <u32>drawsB);
      pb = accepted(1, pb, bound);
      drawsB = <usize>load<u32>(CURSORS + 12);
    }
    const p = npv + (<usize>i << 3);
    store<f64>(p, load<f64>(p) + wa * fixed(SCRATCH, i, pa) + wb * fixed(SCRATCH_B, i, pb));
  }
  if (n > 0) store<f64>(npv, load<f64>(npv) + wa * load<f64>(SCRATCH) + wb * load<f64>(SCRATCH_B));
}
