import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import styled from 'styled-components';
import { contactMachine, type ContactField, type SendInput } from '../../../machines/contact/contact.machine';
import { contactApi } from '../../api/contact';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, type ContactReceipt } from '../../domain/contact';
import { EMAIL_MAX, NAME_MAX, TEAM_REPLIES_WITHIN, TEAM_REPLIES_WITHIN_NE } from '../../domain/common';
import { newIdempotencyKey } from '../../domain/wire';
import { NOT_SET_TEXT } from '../../data/site-settings';
import { telHref, useSiteSettings } from '../../common/facts/useSiteSettings';
import { ROUTES } from '../../config/routes';
import { Banner } from '../../ui/Banner';
import { FormSendStatus, sendStatusText } from '../../common/FormSendStatus';
import { TextField, attentionText, useFocusFirstError } from '../../ui/fields';
import { Button, Card, Container, PageHeading, PageSection } from '../../ui/primitives';
import { LinkButton } from '../../ui/LinkButton';
import { useT } from '../../ui/i18n';
import { useRecordLang } from '../../ui/recordText';
import { CONTACT_TEXT as TEXT } from './text';
import { FormTexts, useKnownText } from '../../common/formKnownText';

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
  const { t, locale } = useT();
  const known = useKnownText();
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
          <strong>{t(TEXT.sent)}</strong> {t(TEXT.answer, { within: locale === 'ne' ? TEAM_REPLIES_WITHIN_NE : TEAM_REPLIES_WITHIN })}
        </p>
        <Button type="button" $variant="secondary" onClick={() => actor.send({ type: 'CONFIRMATION.SEND_ANOTHER' })}>
          {t(TEXT.sendAnother)}
        </Button>
      </Banner>
    );
  }

  const errorOf = (field: ContactField) => {
    const error = fieldErrors[field];
    return error === undefined ? undefined : known(error);
  };
  const bind = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (value: string) => actor.send({ type: 'FIELD.CHANGE', field, value }),
  });
  const sending = state === 'sending';
  return (
    <FormTexts>
      <form
        ref={formRef}
        noValidate
        aria-labelledby="contact-form-title"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'FORM.SUBMIT' });
        }}
      >
        <h2 id="contact-form-title">{t(TEXT.formTitle)}</h2>
        <FormSendStatus
          part="contact"
          sending={sending}
          attention={state === 'editing' && errorCount > 0 ? known(attentionText(errorCount)) : null}
          failed={state === 'failed'}
          reason={submitError === null ? null : known(submitError)}
          onRetry={() => actor.send({ type: 'FAILURE.RETRY' })}
          text={sendStatusText(t, TEXT)}
        />
        <TextField label={t(TEXT.name)} autoComplete="name" limit={NAME_MAX} {...bind('name')} />
        <TextField label={t(TEXT.email)} type="email" autoComplete="email" limit={EMAIL_MAX} {...bind('email')} />
        <TextField label={t(TEXT.subject)} limit={CONTACT_SUBJECT_MAX} {...bind('subject')} />
        <TextField label={t(TEXT.message)} multiline rows={6} limit={CONTACT_MESSAGE_MAX} {...bind('message')} />
        <Button type="submit" disabled={sending}>
          {sending ? t(TEXT.submitting) : t(TEXT.submit)}
        </Button>
      </form>
    </FormTexts>
  );
}

export default function ContactPage() {
  const { t } = useT();
  const settings = useSiteSettings();
  const recordLang = useRecordLang();
  return (
    <div data-page="contact">
      <PageHeading title={t(HEAD.title)} description={t(HEAD.description)}>
        <p>{t(TEXT.lead)}</p>
      </PageHeading>
      <Container>
        <PageSection>
          <Layout>
            <section aria-labelledby="contact-details">
              <h2 id="contact-details">{t(TEXT.details)}</h2>
              <address>
                <dl>
                  <dt>{t(TEXT.office)}</dt>
                  {/* The office's address as the team entered it (in English). */}
                  <dd lang={recordLang}>{settings.address}</dd>
                  <dt>{t(TEXT.phone)}</dt>
                  <dd>{settings.phone ? <a href={telHref(settings.phone)}>{settings.phone}</a> : t(NOT_SET_TEXT.phone)}</dd>
                  <dt>{t(TEXT.email)}</dt>
                  <dd>{settings.email ? <a href={`mailto:${settings.email}`}>{settings.email}</a> : t(NOT_SET_TEXT.email)}</dd>
                  <dt>{t(TEXT.hours)}</dt>
                  <dd>{t(TEXT.hoursValue)}</dd>
                </dl>
              </address>
              <p>{t(TEXT.advice)}</p>
              <LinkButton href={ROUTES.consultation}>{t(TEXT.book)}</LinkButton>
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
