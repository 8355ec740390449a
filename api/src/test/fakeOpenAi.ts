import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  at: number;
}

export type FakeAnswer = {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body as is (errors), or… */
  body?: unknown;
  /** …the assistant's message content of a normal completion. */
  content?: string | null;
  refusal?: string;
  finishReason?: 'stop' | 'length' | 'content_filter';
};

export interface FakeOpenAi {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible server speaking the chat completions protocol on loopback: what the
 * `openai` package sends is recorded, and answers are real `chat.completion` documents (or
 * the API's error documents), so the provider is tested against the wire format.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let answers: FakeAnswer[] = [{ content: '{}' }];
  let served = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: raw ? JSON.parse(raw) : {},
        at: Date.now(),
      });
      const answer = answers[Math.min(served, answers.length - 1)] as FakeAnswer;
      served++;
      const status = answer.status ?? 200;
      const body =
        answer.body ??
        completion(answer.content ?? null, answer.refusal ?? null, answer.finishReason ?? 'stop');
      response
        .writeHead(status, {
          'content-type': 'application/json',
          'x-request-id': `req_${served}`,
          ...answer.headers,
        })
        .end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...next) => {
      answers = next;
      served = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function completion(content: string | null, refusal: string | null, finishReason: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model-2025-01-01',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal, annotations: [] },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 900, completion_tokens: 120, total_tokens: 1020 },
    system_fingerprint: 'fp_test',
  };
}

export function rateLimited(retryAfter: string): FakeAnswer {
  return {
    status: 429,
    headers: { 'retry-after': retryAfter },
    body: {
      error: {
        message: 'Rate limit reached for requests',
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      },
    },
  };
}
