/** A phone as slow as a host of this Lighthouse CPU index (issue #25). */
export const phoneBenchmarkIndex = 1_000;
/** Lighthouse's own mobile default; the slowdown is never below it. */
export const minimumCpuSlowdown = 4;

/**
 * The CPU slowdown that makes this host a phone of index 1,000 (issue #25): 4 × index ÷ 1,000, at least 4.
 * Lighthouse's default of 4 models a phone on a host of index 1,000; a faster host needs more.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(minimumCpuSlowdown, (minimumCpuSlowdown * benchmarkIndex) / phoneBenchmarkIndex);
}

/**
 * The slowdown each Lighthouse run uses. The host's speed drifts within minutes (its CPU index read 967-1,700 in
 * one half hour on 28 November), so one reading at the start would slow later pages by too much or too little:
 * every run reads the index again, and the next run is scaled from the latest reading.
 */
export interface CpuSlowdown {
  /** The slowdown for the next run. */
  current(): number;
  /** A run read this CPU index. */
  observed(benchmarkIndex: number): void;
}

/** A slowdown that follows the host's CPU index, starting from `benchmarkIndex` (issue #25). */
export function cpuSlowdownFollowingHost(benchmarkIndex: number): CpuSlowdown {
  let latest = benchmarkIndex;
  return {
    current: () => cpuSlowdownFor(latest),
    observed(index) {
      if (Number.isFinite(index) && index > 0) latest = index;
    },
  };
}

/** A slowdown set by hand (FIRST_LOAD_CPU_SLOWDOWN): what the runs read does not move it. */
export function fixedCpuSlowdown(cpuSlowdown: number): CpuSlowdown {
  return { current: () => cpuSlowdown, observed: () => undefined };
}
