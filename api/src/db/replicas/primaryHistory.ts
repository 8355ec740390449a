/** The primary's WAL position at one poll. */
export interface PrimarySample {
  lsn: bigint;
  /** When it was read (ms since the epoch, this process's clock). */
  at: number;
}

/** Positions kept: at one sample per 100 ms poll that saw a write, five minutes of writing. */
const MAX_SAMPLES = 3_000;

/**
 * The primary's WAL positions as the polls saw them, a new entry only when the position moved,
 * so a replica's lag in time can be read off its replayed position: a replica that has replayed
 * what the primary had at time t has every write made before t, so the newest write it can be
 * missing is at most `now - t` old. Exact to the poll interval, with no clock shared between
 * machines and nothing asked of the primary but its position.
 */
export function primaryHistory() {
  const samples: PrimarySample[] = [];
  return {
    /** Notes the position read at `at`; returns the sample to measure this poll's lag against. */
    record(lsn: bigint, at: number): PrimarySample {
      const newest = samples.at(-1);
      if (!newest || lsn > newest.lsn) {
        samples.push({ lsn, at });
        if (samples.length > MAX_SAMPLES) samples.shift();
      }
      return { lsn, at };
    },

    /** How far behind (ms, as of `now`) a replica is that has replayed up to `replayed`. */
    lagMs(replayed: bigint, now: number): number {
      const newest = samples.at(-1);
      if (!newest || replayed >= newest.lsn) return 0;
      for (let i = samples.length - 1; i >= 0; i--) {
        const sample = samples[i];
        if (sample && sample.lsn <= replayed) return Math.max(0, now - sample.at);
      }
      // Behind everything remembered: at least as old as the oldest position kept.
      return Math.max(0, now - (samples[0]?.at ?? now));
    },
  };
}
