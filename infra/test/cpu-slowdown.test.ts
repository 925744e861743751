import { describe, expect, it } from 'vitest';
import { cpuSlowdownFollowingHost, cpuSlowdownFor, fixedCpuSlowdown } from '../src/bench/first-load/cpu-slowdown';

describe("Lighthouse's CPU slowdown for a phone of index 1,000 (issue #25)", () => {
  it('is 4 × index ÷ 1,000, never below Lighthouse’s own 4', () => {
    expect(cpuSlowdownFor(2_500)).toBe(10);
    expect(cpuSlowdownFor(1_700)).toBeCloseTo(6.8);
    expect(cpuSlowdownFor(600)).toBe(4);
  });

  it('follows the index the latest run read, so a host that slows down is slowed less', () => {
    const slowdown = cpuSlowdownFollowingHost(1_700);
    expect(slowdown.current()).toBeCloseTo(6.8);
    slowdown.observed(1_000);
    expect(slowdown.current()).toBe(4);
    slowdown.observed(2_000);
    expect(slowdown.current()).toBe(8);
  });

  it('keeps the last good reading when a run could not read the index', () => {
    const slowdown = cpuSlowdownFollowingHost(2_000);
    slowdown.observed(Number.NaN);
    slowdown.observed(0);
    expect(slowdown.current()).toBe(8);
  });

  it('stays where it was set by hand, whatever the runs read', () => {
    const slowdown = fixedCpuSlowdown(6);
    slowdown.observed(3_000);
    expect(slowdown.current()).toBe(6);
  });
});
