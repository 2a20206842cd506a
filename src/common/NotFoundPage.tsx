import styled from 'styled-components';
import { Link } from 'wouter';
import { ROUTES } from '../config/routes';
import { Card, Container, useDocumentTitle } from '../ui/primitives';
import { useServerStatus } from '../ui/serverPage';
import { InPageLanguage } from '../ui/pageLanguage';
import { useT } from '../ui/i18n';
import { Trans } from '@lingui/react';

const TEXT = {
  title: /*i18n*/ { id: 'notFound.title', message: 'Page not found' },
  message: /*i18n*/ { id: 'notFound.message', message: 'The page you are looking for does not exist or has moved.' },
};

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  max-width: 640px;
  text-align: center;
`;

export function NotFound({ title: ownTitle, message }: { title?: string; message?: string }) {
  const { t } = useT();
  const title = ownTitle ?? t(TEXT.title);
  useDocumentTitle(title);
  useServerStatus(404);
  // Every text here is in the page's language, also where the page around it is not yet (pageLanguage.tsx).
  return (
    <InPageLanguage>
      <Wrap>
        <Card data-part="not-found">
          <p aria-hidden="true" style={{ fontSize: '3rem', margin: 0, fontWeight: 700 }}>
            404
          </p>
          <h1>{title}</h1>
          <p>{message ?? t(TEXT.message)}</p>
          <p>
            <Trans
              id="notFound.onwards"
              message="<0>Go to the home page</0> or <1>browse consultancies</1>."
              components={{ 0: <Link href={ROUTES.home} />, 1: <Link href={ROUTES.consultancies} /> }}
            />
          </p>
        </Card>
      </Wrap>
    </InPageLanguage>
  );
}

export default function NotFoundPage() {
  return <NotFound />;
}
