/** Settings of an OpenAI-compatible chat completions endpoint. */
export interface ChatModelSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export class ChatModelError extends Error {}

/**
 * Asks the model for one answer (POST {baseUrl}/chat/completions). Any failure — refused,
 * unreachable, too slow, or an answer without text — is a ChatModelError for the caller to fall back on.
 */
export async function completeChat(settings: ChatModelSettings, messages: ChatMessage[]): Promise<{ text: string; model: string }> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: settings.model, messages, temperature: 0.4, max_tokens: 300 }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    payload = await response.json().catch(() => null);
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : String(err);
    throw new ChatModelError(`Model request failed: ${reason}`);
  }
  if (!response.ok) throw new ChatModelError(`Model answered HTTP ${response.status}`);
  const body = payload as { model?: unknown; choices?: Array<{ message?: { content?: unknown } }> } | null;
  const text = body?.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) throw new ChatModelError('Model answer had no text');
  return { text: text.trim(), model: typeof body?.model === 'string' && body.model ? body.model : settings.model };
}
