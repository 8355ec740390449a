/** A timestamp as the API sends it (ISO 8601, UTC), whether the driver gave a Date or a string. */
export function iso(date: Date | string): string {
  return new Date(date).toISOString();
}
