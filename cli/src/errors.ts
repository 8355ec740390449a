/** Exit codes: 0 success, 1 the operation failed, 2 usage error. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A failure to report as one readable line (the stack only with --verbose). */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
