// Part of the NPV kernel (wasm/npv-kernel.ts, AssemblyScript).

// Memory layout (bytes); JavaScript mirrors it through the exported getters below.
export const WI: usize = 65536; // ziggurat widths, 256 f64
export const KI: usize = WI + 2048; // ziggurat acceptance bounds, 256 f64
export const FI: usize = KI + 2048; // ziggurat densities, 256 f64
export const STATE: usize = FI + 2048; // s0, s1, s2, s3 of the four lanes, one v128 each
export const SPARE: usize = STATE + 64; // four u32
export const CURSORS: usize = SPARE + 16; // per shuffle stream (two): next half word, end, refill room (u32 each)
export const STRATA_Z: usize = 73728; // Φ⁻¹ at the stratum midpoints, 4,096 f64
export const STRATA_W: usize = STRATA_Z + 32768; // 1/φ there, 4,096 f64
export const BITS: usize = STRATA_W + 32768; // random words (below)
// Two flows of a replicate at a time: their jitters (2 × 4,096 words), then their shuffles' half words
// (2 × (2,048 + 128) words), then each shuffle's room for refills (4,095 + 256 half words, rounded up).
export const SHUFFLE_SPARE: i32 = 256; // half words beyond n − 1 ready for the shuffle's rejections
export const REFILL_BYTES: usize = 8704;
export const REFILL: usize = BITS + 32768 + 2 * (8192 + 512);
export const BITS_BYTES: usize = 32768 + 2 * (8192 + 512) + 2 * REFILL_BYTES;
export const SCRATCH: usize = BITS + BITS_BYTES; // 4,096 f64: one flow's strata
export const SCRATCH_B: usize = SCRATCH + 32768; // 4,096 f64: the other flow's
export const FREE: usize = SCRATCH_B + 32768; // flows and NPVs, placed by JavaScript

// Flow records: 8 f64 each: type, discount factor, then the parameters.
export const NORMAL: i32 = 0; // mean, sd, df·mean, df·sd
export const LOGNORMAL: i32 = 1; // mu, sigma
export const TRIANGULAR: i32 = 2; // min, max, (max−min)(mode−min), (max−min)(max−mode), mode − min, max − min
export const UNIFORM: i32 = 3; // min, max − min
