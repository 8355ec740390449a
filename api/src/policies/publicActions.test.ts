import { describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { User } from '../models/User.ts';
import { assertCanSubscribe, assertCanWrite } from './publicActions.ts';

const user: Actor = { type: 'user', user: { id: 'u' } as User, visitorId: undefined };
const visitor: Actor = { type: 'visitor', visitorId: 'v' };
const anonymous: Actor = { type: 'anonymous' };

describe('public permissions', () => {
  it('lets users and visitors write, not a caller without a session', () => {
    expect(() => assertCanWrite(user)).not.toThrow();
    expect(() => assertCanWrite(visitor)).not.toThrow();
    expect(() => assertCanWrite(anonymous)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('lets only signed-in users subscribe', () => {
    expect(() => assertCanSubscribe(user)).not.toThrow();
    expect(() => assertCanSubscribe(visitor)).toThrow(
      expect.objectContaining({ status: 401, message: 'Please sign in first' }),
    );
  });
});
