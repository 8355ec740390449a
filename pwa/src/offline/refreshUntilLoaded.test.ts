import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient.ts';
import { refreshUntilLoaded } from './refreshUntilLoaded.ts';

const KEY = ['/api/companies', 7, 'questions'];

/** A screen showing the list (an active query), whose reads fail `failures` times first. */
async function screenWithList(failures: number) {
  const queryClient = createQueryClient();
  let reads = 0;
  let server = ['first question'];
  queryClient.setQueryDefaults(KEY, {
    queryFn: async () => {
      reads += 1;
      if (reads > 1 && reads <= 1 + failures) throw new TypeError('Failed to fetch');
      return server;
    },
  });
  const observer = new QueryObserver(queryClient, { queryKey: KEY });
  const unsubscribe = observer.subscribe(() => undefined);
  await queryClient.refetchQueries({ queryKey: KEY });
  return {
    queryClient,
    reads: () => reads,
    shown: () => queryClient.getQueryData(KEY),
    serverAdds: (title: string) => {
      server = [...server, title];
    },
    unsubscribe,
  };
}

describe('the refresh after an outbox item syncs', () => {
  it('reads again while the read fails, until the server’s version is on screen', async () => {
    const screen = await screenWithList(2);
    screen.serverAdds('asked offline');
    await refreshUntilLoaded(screen.queryClient, { queryKey: KEY }, [1, 1, 1]);
    expect(screen.shown()).toEqual(['first question', 'asked offline']);
    expect(screen.reads()).toBe(4); // the screen's own read, two failures, then the answer
    screen.unsubscribe();
  });

  it('reads once when the first read succeeds', async () => {
    const screen = await screenWithList(0);
    screen.serverAdds('asked offline');
    await refreshUntilLoaded(screen.queryClient, { queryKey: KEY }, [1, 1, 1]);
    expect(screen.shown()).toEqual(['first question', 'asked offline']);
    expect(screen.reads()).toBe(2);
    screen.unsubscribe();
  });

  it('gives up after its last wait, keeping what the screen showed', async () => {
    const screen = await screenWithList(10);
    await refreshUntilLoaded(screen.queryClient, { queryKey: KEY }, [1, 1]);
    expect(screen.reads()).toBe(4); // the screen's read, the refresh, two retries
    expect(screen.shown()).toEqual(['first question']);
    screen.unsubscribe();
  });
});
