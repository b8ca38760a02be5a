import type { Outbound } from '../../../integrations/outbound';
import type { EventDraft } from '../model/draft';
import { LLM_EVENT_SCHEMA, LlmEvent, draftFromLlm } from './llm-answer';

export interface LlmSettings {
  /** An OpenAI-compatible API: its base ("http://localhost:11434/v1") or its chat completions address. */
  url: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

const completionsUrl = (url: string) => (/\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`);

const INSTRUCTIONS =
  'You read community event announcements and web pages and answer with the event they announce, as JSON in the given schema. ' +
  'Use only what the text states; put null for anything it does not state, never a guess. ' +
  'Dates without a year are the next such date after the reference date; "tomorrow", "this Friday" and the like count from the reference date. ' +
  'The start is when the event itself starts, not doors, arrival or registration. A price is what it costs to attend (every ticket tier); free is 0. ' +
  'repeat is null unless the text says the event itself repeats ("every Tuesday", "first Thursday of the month"); the start is then its first date.';

interface ChatAnswer {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * Asks the configured language model to read a text (through the outbound gate, its host allowed
 * as the operator configured it; bounded in time). Null on any failure or an answer that does not
 * fit the schema: the assistant then keeps what its rules read.
 */
export async function askLanguageModel(
  outbound: Outbound,
  settings: LlmSettings,
  text: string,
  reference: { today: string; weekday: string; zone: string },
  log: (line: string) => void = () => undefined,
): Promise<EventDraft | null> {
  const url = completionsUrl(settings.url);
  try {
    const res = await outbound.request(url, {
      method: 'POST',
      alsoAllow: [url],
      timeoutMs: settings.timeoutMs,
      maxBytes: 512 * 1024,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: `Reference date: ${reference.weekday} ${reference.today}, time zone ${reference.zone}.\n\n${text.slice(0, 15_000)}` },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'event', strict: true, schema: LLM_EVENT_SCHEMA } },
      }),
    });
    if (res.status < 200 || res.status >= 300) {
      log(`[assistant] language model answered HTTP ${res.status}`);
      return null;
    }
    const content = (JSON.parse(res.body.toString('utf8')) as ChatAnswer).choices?.[0]?.message?.content;
    const parsed = LlmEvent.safeParse(typeof content === 'string' ? JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) : content);
    if (!parsed.success) {
      log('[assistant] language model answer did not fit the schema');
      return null;
    }
    return draftFromLlm(parsed.data);
  } catch (err) {
    log(`[assistant] language model failed: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}
