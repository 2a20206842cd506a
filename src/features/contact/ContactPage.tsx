import { useRef, useState } from 'react';
import styled from 'styled-components';
import { api, ApiError } from '../../api/client';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../domain/wire';
import { contactInputSchema, type ContactInput } from '../../domain/contact';
import { EMAIL_NOT_SET_TEXT, PHONE_NOT_SET_TEXT } from '../../data/site-settings';
import { telHref, useSiteSettings } from '../../common/facts/useSiteSettings';
import { ROUTES } from '../../config/routes';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { LinkButton } from '../../ui/LinkButton';
import { Banner, Field } from '../../common/formParts';

type Fields = keyof ContactInput;
const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
const ORDER: Fields[] = ['name', 'email', 'subject', 'message'];

/** Sends a message with an Idempotency-Key (the same key for every retry of the same text). */
export type SendContact = (input: ContactInput, key: string) => Promise<unknown>;
const sendToApi: SendContact = (input, key) => api.post('/contact', input, { headers: { [IDEMPOTENCY_HEADER]: key } }).then((r) => r.data);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: 900px) { grid-template-columns: 1fr 2fr; }
  dt { font-weight: 600; margin-top: ${({ theme }) => theme.space.sm}; }
  dd { margin: 0; }
`;

export function ContactForm({ send = sendToApi }: { send?: SendContact }) {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  const [failure, setFailure] = useState('');
  const key = useRef<{ key: string; for: string } | null>(null);

  const change = (f: Fields) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    setErrors(({ [f]: _gone, ...rest }) => rest);
    if (status === 'failed') setStatus('editing');
  };

  async function submit() {
    const parsed = contactInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Fields;
        if (!next[f]) next[f] = issue.message;
      }
      setErrors(next);
      const first = ORDER.find((f) => next[f]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    const forValues = JSON.stringify(parsed.data);
    if (!key.current || key.current.for !== forValues) key.current = { key: newIdempotencyKey(), for: forValues };
    setStatus('sending');
    try {
      await send(parsed.data, key.current.key);
      setStatus('sent');
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err && Object.keys(err.fields).length > 0) {
        setErrors(err.fields as Partial<Record<Fields, string>>);
        key.current = null;
        setStatus('editing');
        return;
      }
      setFailure(err?.message ?? 'Something went wrong.');
      setStatus('failed');
    }
  }

  if (status === 'sent') {
    return (
      <Banner $tone="success" role="status" data-part="contact-sent">
        <p>
          <strong>Thank you, your message was sent.</strong> We usually answer within two working days.
        </p>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setValues(EMPTY);
            key.current = null;
            setStatus('editing');
          }}
        >
          Send another message
        </Button>
      </Banner>
    );
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <div role="status" aria-live="polite">
        {status === 'sending' && <p>Sending your message…</p>}
        {errorCount > 0 && <p>{errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}</p>}
      </div>
      {status === 'failed' && (
        <Banner $tone="danger" role="alert">
          <p>
            <strong>Your message was not sent.</strong> {failure} Your text is kept.
          </p>
          <Button type="button" onClick={() => void submit()}>
            Try again
          </Button>
        </Banner>
      )}
      <Field id="contact-name" label="Your name" error={errors.name}>
        {(aria) => <input {...aria} autoComplete="name" value={values.name} onChange={change('name')} />}
      </Field>
      <Field id="contact-email" label="E-mail" error={errors.email}>
        {(aria) => <input {...aria} type="email" autoComplete="email" value={values.email} onChange={change('email')} />}
      </Field>
      <Field id="contact-subject" label="Subject" error={errors.subject}>
        {(aria) => <input {...aria} value={values.subject} onChange={change('subject')} />}
      </Field>
      <Field id="contact-message" label="Message" error={errors.message}>
        {(aria) => <textarea {...aria} rows={6} maxLength={5000} value={values.message} onChange={change('message')} />}
      </Field>
      <Button type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}

export default function ContactPage() {
  const settings = useSiteSettings();
  return (
    <div data-page="contact">
      <PageHeading title="Contact Us" description="Contact Gantavya in Kathmandu by phone, e-mail or the message form; we answer questions about studying abroad.">
        <p>Questions about courses, costs, tests or visas? Write to us or call.</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Layout>
            <section aria-labelledby="contact-details">
              <h2 id="contact-details">Our details</h2>
              <address>
                <dl>
                  <dt>Office</dt>
                  <dd>{settings.address}</dd>
                  <dt>Phone</dt>
                  <dd>{settings.phone ? <a href={telHref(settings.phone)}>{settings.phone}</a> : PHONE_NOT_SET_TEXT}</dd>
                  <dt>E-mail</dt>
                  <dd>{settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : EMAIL_NOT_SET_TEXT}</dd>
                  <dt>Hours</dt>
                  <dd>Sunday to Friday, 10:00–17:00 (Nepal time)</dd>
                </dl>
              </address>
              <p>Want personal advice? A consultation is free.</p>
              <LinkButton href={ROUTES.consultation}>Book a free consultation</LinkButton>
            </section>
            <Card>
              <ContactForm />
            </Card>
          </Layout>
        </PageSection>
      </Container>
    </div>
  );
}
