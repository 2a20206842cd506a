import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import styled from 'styled-components';
import { contactMachine, type ContactField, type SendInput } from '../../../machines/contact/contact.machine';
import { contactApi } from '../../api/contact';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, type ContactReceipt } from '../../domain/contact';
import { EMAIL_MAX, NAME_MAX, TEAM_REPLIES_WITHIN } from '../../domain/common';
import { newIdempotencyKey } from '../../domain/wire';
import { EMAIL_NOT_SET_TEXT, PHONE_NOT_SET_TEXT } from '../../data/site-settings';
import { telHref, useSiteSettings } from '../../common/facts/useSiteSettings';
import { ROUTES } from '../../config/routes';
import { Banner } from '../../ui/Banner';
import { TextField, attentionText, useFocusFirstError } from '../../ui/fields';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { LinkButton } from '../../ui/LinkButton';
import { useT } from '../../ui/i18n';

const HEAD = {
  title: /*i18n*/ { id: 'contact.head.title', message: 'Contact Us' },
  description: /*i18n*/ {
    id: 'contact.head.description',
    message: 'Contact Gantavya in Kathmandu by phone, e-mail or the message form; we answer questions about studying abroad.',
  },
};

/** Where a message is sent: the real API unless a test provides another. */
export type SendContact = (input: SendInput, signal: AbortSignal) => Promise<ContactReceipt>;
const sendToApi: SendContact = (input, signal) => contactApi.send(input.values, { idempotencyKey: input.idempotencyKey, signal });

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: 900px) {
    grid-template-columns: 1fr 2fr;
  }
  dt {
    font-weight: 600;
    margin-top: ${({ theme }) => theme.space.sm};
  }
  dd {
    margin: 0;
  }
`;

export function ContactForm({ send = sendToApi }: { send?: SendContact }) {
  const machine = useMemo(
    () => contactMachine.provide({ actors: { sendMessage: fromPromise<ContactReceipt, SendInput>(({ input, signal }) => send(input, signal)) } }),
    [send],
  );
  const [input] = useState(() => ({ keySeed: newIdempotencyKey() }));
  const actor = useActorRef(machine, { input });
  const state = useSelector(actor, (s) => s.value);
  const { values, fieldErrors, submitError, submitCount } = useSelector(actor, (s) => s.context);
  const formRef = useRef<HTMLFormElement>(null);
  const errorCount = Object.keys(fieldErrors).length;

  useFocusFirstError(formRef, state === 'editing' && errorCount > 0, submitCount);

  if (state === 'sent') {
    return (
      <Banner $tone="success" role="status" data-part="contact-sent">
        <p>
          <strong>Thank you, your message was sent.</strong> We usually answer {TEAM_REPLIES_WITHIN}.
        </p>
        <Button type="button" $variant="secondary" onClick={() => actor.send({ type: 'CONFIRMATION.SEND_ANOTHER' })}>
          Send another message
        </Button>
      </Banner>
    );
  }

  const bind = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
  });
  const sending = state === 'sending';
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'FORM.SUBMIT' });
      }}
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <div role="status" aria-live="polite" data-part="contact-status">
        {sending && <p>Sending your message…</p>}
        {state === 'editing' && errorCount > 0 && <p>{attentionText(errorCount)}</p>}
      </div>
      {state === 'failed' && (
        <Banner $tone="error" role="alert" data-part="contact-failure">
          <p>
            <strong>Your message was not sent.</strong> {submitError} Your text is kept.
          </p>
          <Button type="button" onClick={() => actor.send({ type: 'FAILURE.RETRY' })}>
            Try again
          </Button>
        </Banner>
      )}
      <TextField label="Your name" autoComplete="name" limit={NAME_MAX} {...bind('name')} />
      <TextField label="E-mail" type="email" autoComplete="email" limit={EMAIL_MAX} {...bind('email')} />
      <TextField label="Subject" limit={CONTACT_SUBJECT_MAX} {...bind('subject')} />
      <TextField label="Message" multiline rows={6} limit={CONTACT_MESSAGE_MAX} {...bind('message')} />
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}

export default function ContactPage() {
  const { t } = useT();
  const settings = useSiteSettings();
  return (
    <div data-page="contact">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
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
