import { Trans } from '@lingui/react';
import { DateText } from '../../common/DateText';
import { useT } from '../../ui/i18n';
import { BLOG_TEXT as TEXT } from './text';

/** "By Sita Sharma · 27 November 2026 · 4 min read": an article's author, date and reading time in the page's language. */
export function Byline({ author, publishedAt, minutes }: { author: string; publishedAt: string | null; minutes: number }) {
  const { digits } = useT();
  return (
    <Trans
      id={TEXT.byline.id}
      message={TEXT.byline.message}
      values={{ author, minutes: digits(minutes) }}
      components={{ 0: <DateText value={publishedAt} /> }}
    />
  );
}
