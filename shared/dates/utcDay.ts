/** A calendar day as `YYYY-MM-DD` in UTC: the key of per-day counters and of chart buckets. */
export function utcDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}
