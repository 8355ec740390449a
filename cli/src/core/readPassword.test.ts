import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { promptPassword, readPasswordFromStdin } from './readPassword.ts';

describe('reading a password', () => {
  it('takes stdin less its final line break', async () => {
    expect(await readPasswordFromStdin(Readable.from(['s3cret pass\n']))).toBe('s3cret pass');
    expect(await readPasswordFromStdin(Readable.from(['a\r\n']))).toBe('a');
  });

  it('reads keys without echo on a terminal, and refuses without one', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => {} });
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk) => {
      shown += chunk;
    });
    const answer = promptPassword(input, output, 'New password: ');
    input.write('hunter22\u007f2\r');
    expect(await answer).toBe('hunter22');
    expect(shown).toBe('New password: \n');
    await expect(promptPassword(new PassThrough(), output, 'x')).rejects.toThrow(
      '--password-stdin',
    );
  });
});
