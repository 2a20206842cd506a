import styled from 'styled-components';
import { reviewsApi } from '../../api/reviews';
import type { Consultancy } from '../../domain/consultancy';
import type { ConsultancyReviews as Reviews } from '../../domain/review';
import { useSay, useT } from '../../ui/i18n';
import { ratingText } from '../../domain/rating';
import { useRecordLang } from '../../ui/recordText';
import { REVIEWS_TEXT as TEXT } from './text';
import { useDateText } from '../../common/DateText';
import { useRemote } from '../../common/Remote';
import { Button, Spinner } from '../../ui/primitives';

const List = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    padding-left: ${({ theme }) => theme.space.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** The approved reviews of a consultancy, read in the browser (students who booked through Gantavya). */
export function ConsultancyReviews({ c }: { c: Consultancy }) {
  const { state, retry } = useRemote<Reviews>((signal) => reviewsApi.ofConsultancy(c.id, signal), `consultancy-reviews-${c.id}`);
  const date = useDateText();
  const { t, digits } = useT();
  const say = useSay();
  const recordLang = useRecordLang();
  return (
    <section aria-labelledby="reviews-title" data-part="reviews">
      <h2 id="reviews-title">{t(TEXT.title)}</h2>
      <p>{t(TEXT.who)}</p>
      {state.status === 'loading' && <Spinner label={t(TEXT.loading)} />}
      {state.status === 'failure' && (
        <div role="alert">
          <p>{t(TEXT.loadFailed, { error: state.error.message })}</p>
          <Button type="button" onClick={retry}>
            {t(TEXT.tryAgain)}
          </Button>
        </div>
      )}
      {(state.status === 'success' || state.status === 'fallback') &&
        (state.data.items.length === 0 ? (
          <p data-part="no-reviews">{t(TEXT.none)}</p>
        ) : (
          <>
            <p data-part="review-summary">{ratingText({ sample: false, rating: 0, reviews: state.data.summary ?? undefined }, say)}</p>
            <List>
              {state.data.items.map((r) => (
                <li key={r.id}>
                  <p>
                    <strong>
                      <span role="img" aria-label={t(TEXT.rated, { rating: digits(r.rating) })}>
                        {'★'.repeat(r.rating)}
                        {'☆'.repeat(5 - r.rating)}
                      </span>
                    </strong>{' '}
                    {r.firstName}, {date(r.month)}
                  </p>
                  <p lang={recordLang}>{r.text}</p>
                </li>
              ))}
            </List>
          </>
        ))}
    </section>
  );
}
