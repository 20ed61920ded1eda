/** Draw sizes the benchmark measures, and how far each is played (the rest upcoming, one game live). */
export const BENCH_SIZES = [32, 128, 256] as const

export function playedRounds(size: number): number {
  return Math.floor(Math.log2(size) / 2)
}
