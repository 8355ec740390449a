import { describe, expect, it } from 'vitest';
import { everyWorkerExited } from './runCluster.ts';

const worker = (dead: boolean) => ({ isDead: () => dead });

describe('everyWorkerExited', () => {
  it('is true once every listed worker has exited, while the last is still listed', () => {
    // The last worker's 'exit' before its IPC channel closed: it is still in cluster.workers.
    expect(everyWorkerExited({ 2: worker(true) })).toBe(true);
    expect(everyWorkerExited({ 1: worker(true), 2: worker(true) })).toBe(true);
    expect(everyWorkerExited({})).toBe(true);
    expect(everyWorkerExited(undefined)).toBe(true);
  });

  it('is false while a worker is still running', () => {
    expect(everyWorkerExited({ 1: worker(true), 2: worker(false) })).toBe(false);
  });
});
