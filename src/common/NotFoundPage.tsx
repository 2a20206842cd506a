import styled from 'styled-components';
import { Link } from 'wouter';
import { ROUTES } from '../config/routes';
import { Card, Container, useDocumentTitle } from '../ui/primitives';
import { useServerStatus } from '../ui/serverPage';

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  max-width: 640px;
  text-align: center;
`;

export function NotFound({ title = 'Page not found', message }: { title?: string; message?: string }) {
  useDocumentTitle(title);
  useServerStatus(404);
  return (
    <Wrap>
      <Card data-part="not-found">
        <p aria-hidden="true" style={{ fontSize: '3rem', margin: 0, fontWeight: 700 }}>
          404
        </p>
        <h1>{title}</h1>
        <p>{message ?? 'The page you are looking for does not exist or has moved.'}</p>
        <p>
          <Link href={ROUTES.home}>Go to the home page</Link> or <Link href={ROUTES.consultancies}>browse consultancies</Link>.
        </p>
      </Card>
    </Wrap>
  );
}

export default function NotFoundPage() {
  return <NotFound />;
}
