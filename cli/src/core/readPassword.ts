import type { Writable } from 'node:stream';
import { usageError } from '../errors.ts';

/** Everything on stdin, less the final line break (`echo secret | … --password-stdin`). */
export async function readPasswordFromStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += typeof chunk === 'string' ? chunk : chunk.toString();
  return text.replace(/\r?\n$/, '');
}

type TtyInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => void };

/**
 * Asks for a password on the terminal without echoing it (raw mode: we see each key, the
 * terminal shows nothing). Ctrl-C cancels. Without a terminal, say how to pass it instead.
 */
export async function promptPassword(
  stdin: TtyInput,
  output: Writable,
  question: string,
): Promise<string> {
  if (!stdin.isTTY || !stdin.setRawMode) {
    throw usageError('No terminal to ask for the password: pipe it in with --password-stdin');
  }
  output.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (data: Buffer | string) => {
        for (const char of data.toString()) {
          if (char === '\r' || char === '\n') {
            stdin.off('data', onData);
            resolve(typed);
            return;
          }
          if (char === '\u0003') {
            stdin.off('data', onData);
            reject(usageError('Cancelled'));
            return;
          }
          if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
          else typed += char;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    output.write('\n');
  }
}
