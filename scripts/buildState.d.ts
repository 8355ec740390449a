// Types of buildState.js (plain JavaScript, read by `npm start` before anything is compiled).
export type BuildName = 'pwa' | 'server' | 'cli';

export const ROOT: string;
export const BUILDS: Record<BuildName, { sources: string[]; output: string; entry: string }>;
export function stampFile(name: BuildName): string;
export function hashSources(name: BuildName): Promise<string>;
export interface SourceState {
  hash: string;
  times: string;
}
export function sourceState(name: BuildName): Promise<SourceState>;
export function sourceStateOf(files: readonly string[]): Promise<SourceState>;
export function compareWithStamp(
  stamp: { hash?: string; times?: string },
  files: readonly string[],
): Promise<{ fresh: boolean; times?: string }>;
export function writeStamp(name: BuildName, state: SourceState): Promise<void>;
export function isFresh(name: BuildName): Promise<boolean>;
export function hasBuildTools(): boolean;
export function ensureBuilt(
  names: BuildName[],
  options?: { log?: (line: string) => void; what?: string },
): Promise<boolean>;
