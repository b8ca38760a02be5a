import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LlmRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown };
}

export interface LlmStandIn {
  /** The base URL an install would set as ASSISTANT_LLM_URL. */
  baseUrl: string;
  requests: LlmRequest[];
  /** The next answers: the event JSON the model "reads", or a failure. */
  answerWith(answer: { event?: Record<string, unknown>; status?: number; raw?: string; delayMs?: number }): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat completions server (as Ollama serves at /v1), standing in for a
 * language model: it records what it was asked and answers with the event it was told to.
 */
export async function startLlmStandIn(): Promise<LlmStandIn> {
  const requests: LlmRequest[] = [];
  let answer: { event?: Record<string, unknown>; status?: number; raw?: string; delayMs?: number } = {};
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as LlmRequest['body'] });
      const send = () => {
        if (answer.status && answer.status !== 200) {
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":{"message":"model not loaded"}}');
          return;
        }
        const content = answer.raw ?? JSON.stringify(answer.event ?? {});
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
      };
      if (answer.delayMs) {
        setTimeout(send, answer.delayMs).unref();
      } else {
        send();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
