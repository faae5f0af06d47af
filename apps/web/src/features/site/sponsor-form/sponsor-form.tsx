import { SPONSOR_FORM_SUCCESS, sponsorInquiryBody } from '@team7790/shared/site/sponsor-inquiry';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSponsorInquiry } from '../api/sponsor-inquiry-api.ts';
import { sendFailureText } from './outcome-text.ts';

type Field = 'name' | 'email' | 'organization' | 'message';
const EMPTY: Record<Field, string> = { name: '', email: '', organization: '', message: '' };

/** Spec 1: name, email and message required, organization optional; idle, sending, success, error. */
export function SponsorForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<'idle' | 'success' | 'error'>('idle');
  const [failure, setFailure] = useState('');
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusError, setFocusError] = useState(0);
  // After a refused submit, focus moves to the first field that needs attention.
  useEffect(() => {
    if (focusError > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);
  const send = useSponsorInquiry();
  const messageId = useId();
  const sending = send.isPending;

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = sponsorInquiryBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      setOutcome('idle');
      setFocusError((n) => n + 1);
      return;
    }
    setOutcome('idle');
    try {
      await send.mutateAsync({ ...values, website: honeypot.current?.value ?? '' });
      setValues(EMPTY);
      setErrors({});
      setOutcome('success');
    } catch (error) {
      setFailure(sendFailureText(error));
      setOutcome('error');
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={outcome !== 'idle' ? `${messageId}-outcome` : undefined}
      className="flex flex-col gap-5"
    >
      <div id={`${messageId}-outcome`}>
        {outcome === 'success' && <Banner tone="success">{SPONSOR_FORM_SUCCESS}</Banner>}
        {outcome === 'error' && <Banner tone="error">{failure}</Banner>}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          error={errors.email}
        />
      </div>
      <TextField
        label="Organization (optional)"
        name="organization"
        autoComplete="organization"
        value={values.organization}
        onChange={(e) => set('organization')(e.target.value)}
        error={errors.organization}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${messageId}-message`} className="text-sm font-medium text-fg">
          Message
        </label>
        <textarea
          id={`${messageId}-message`}
          name="message"
          required
          rows={6}
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-message-error` : undefined}
          className={`w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-fg shadow-sm ${errors.message ? 'border-danger' : 'border-line hover:border-fg-muted'}`}
        />
        {errors.message && (
          <p id={`${messageId}-message-error`} className="text-sm font-medium text-danger">
            {errors.message}
          </p>
        )}
      </div>
      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          <Send aria-hidden="true" className="size-4" />
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
