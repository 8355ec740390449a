/**
 * A PostgreSQL WAL position (`pg_current_wal_lsn()`, `pg_last_wal_replay_lsn()`), printed as
 * two hexadecimal halves `16/B374D848`, as one number: positions compare and subtract as bytes.
 */
export function parseLsn(text: string): bigint | undefined {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** The inverse of `parseLsn`, in PostgreSQL's own spelling (kept in the read-your-writes cookie). */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}
