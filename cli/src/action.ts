import { CliError, EXIT } from './errors.ts';

/** Carries the exit code an action decided back to `runCli` (commander discards returns). */
export interface ActionState {
  exitCode: number;
}

/** Wraps a command's action so it can return an exit code (default 0). */
export function action<A extends unknown[]>(
  state: ActionState,
  run: (...args: A) => Promise<number | undefined>,
) {
  return async (...args: A): Promise<void> => {
    const code = await run(...args);
    state.exitCode = code ?? EXIT.ok;
  };
}

/** Parses a positive whole-number option (`--limit 10`), as a usage error otherwise. */
export function positiveInt(name: string) {
  return (value: string): number => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) {
      throw new CliError(`${name} must be a positive whole number (got "${value}")`, EXIT.usage);
    }
    return parsed;
  };
}
