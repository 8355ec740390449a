import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { type FinishingStep, finishAnswer } from './finishAnswer.ts';

/** A step that records what it was told, in a shared log. */
function recording(name: string, log: string[], options: { throws?: boolean } = {}): FinishingStep {
  return {
    answered() {
      log.push(`${name} answered`);
      if (options.throws) throw new Error(`${name} broke`);
    },
    failed() {
      log.push(`${name} failed`);
    },
  };
}

const ctx = {} as Context;

describe('finishAnswer', () => {
  it('runs every step after the route, in order, waiting for a step that returns a promise', async () => {
    const log: string[] = [];
    const slow: FinishingStep = {
      answered: () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            log.push('slow done');
            resolve();
          }, 5),
        ),
    };
    await finishAnswer([recording('first', log), slow, recording('last', log)])(ctx, async () => {
      log.push('route');
    });
    expect(log).toEqual(['route', 'first answered', 'slow done', 'last answered']);
  });

  it('tells every step of a failed route, and passes the error on', async () => {
    const log: string[] = [];
    const run = finishAnswer([recording('first', log), recording('last', log)])(ctx, async () => {
      throw new Error('route broke');
    });
    await expect(run).rejects.toThrow('route broke');
    expect(log).toEqual(['first failed', 'last failed']);
  });

  it('treats a step that throws as a failure: the failure headers still apply', async () => {
    const log: string[] = [];
    const run = finishAnswer([recording('first', log, { throws: true }), recording('last', log)])(
      ctx,
      async () => {},
    );
    await expect(run).rejects.toThrow('first broke');
    expect(log).toEqual(['first answered', 'first failed', 'last failed']);
  });
});
