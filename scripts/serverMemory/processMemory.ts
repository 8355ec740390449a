import { readFileSync } from 'node:fs';

export interface ResidentMemory {
  /** Resident now (VmRSS), in KiB. */
  rssKb: number;
  /** The most it has been resident since it started (VmHWM, the kernel's high-water mark), KiB. */
  peakKb: number;
}

/** The kernel's own figures for a process (Linux), not the process's idea of itself. */
export function residentMemory(pid: number): ResidentMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${name}`);
    return Number(match[1]);
  };
  return { rssKb: field('VmRSS'), peakKb: field('VmHWM') };
}

/** V8's part of it, from the server's own `/metrics` (prom-client's default metrics), in bytes. */
export interface HeapFigures {
  heapUsed: number;
  /** Memory of JavaScript objects held outside the heap (buffers, array buffers). */
  external: number;
}

export async function heapFigures(baseUrl: string, token: string): Promise<HeapFigures> {
  const response = await fetch(new URL('/metrics', baseUrl), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
  const text = await response.text();
  const metric = (name: string) => {
    const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
    if (!match) throw new Error(`/metrics has no ${name}`);
    return Number(match[1]);
  };
  return {
    heapUsed: metric('nodejs_heap_size_used_bytes'),
    external: metric('nodejs_external_memory_bytes'),
  };
}
