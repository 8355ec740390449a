/**
 * DATABASE_READ_MAX_LAG_MS's default: a replica more than 5 s behind the primary is left out.
 * A healthy streaming replica on the same network replays within milliseconds; 5 s is far
 * beyond that and still short enough that a visitor browsing from a lagging replica would not
 * notice a page from before their last click.
 */
export const DEFAULT_READ_MAX_LAG_MS = 5_000;
