import { SPONSOR_FORM_SUBJECT } from '@team7790/shared/site/sponsor-inquiry';

export interface InquiryFields {
  name: string;
  email: string;
  organization: string;
  message: string;
}

export type ForwardOutcome = { ok: true } | { ok: false; error: string };

const FORWARD_TIMEOUT_MS = 10_000;

/**
 * Sends one inquiry to the form-handling service as a multipart POST (spec 1 section 7), with the
 * subject as both `subject` and `_subject` so the common services (Web3Forms, Formspree, FormSubmit)
 * all read it. Never throws: the inquiry is already stored, the outcome only gets recorded.
 */
export async function forwardInquiry(url: string, accessKey: string | undefined, inquiry: InquiryFields): Promise<ForwardOutcome> {
  const form = new FormData();
  if (accessKey) form.set('access_key', accessKey);
  form.set('subject', SPONSOR_FORM_SUBJECT);
  form.set('_subject', SPONSOR_FORM_SUBJECT);
  form.set('name', inquiry.name);
  form.set('email', inquiry.email);
  form.set('organization', inquiry.organization);
  form.set('message', inquiry.message);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, error: `The form service answered ${response.status}.` };
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    return { ok: false, error: timedOut ? 'The form service did not answer in time.' : 'The form service could not be reached.' };
  }
}
