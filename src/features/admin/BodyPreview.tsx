import { useId, useState } from 'react';
import styled from 'styled-components';
import { FactMarkdown } from '../../common/facts/FactMarkdown';
import { Hint } from '../../ui/fields';
import { Button } from '../../ui/primitives';

const Preview = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** How a preview names itself: a second one (the Nepali body's) needs names of its own. */
export interface PreviewNames {
  label: string;
  show: string;
  hide: string;
}

const PREVIEW: PreviewNames = { label: 'Preview', show: 'Show preview', hide: 'Hide preview' };

/** A Markdown body as the public page renders it, behind a Show/Hide preview disclosure (shown at first). */
export function BodyPreview({ source, names = PREVIEW, lang }: { source: string; names?: PreviewNames; lang?: string }) {
  const [shown, setShown] = useState(true);
  const id = useId();
  return (
    <>
      <p>
        <Button type="button" $variant="secondary" aria-expanded={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          {shown ? names.hide : names.show}
        </Button>
      </p>
      {shown ? (
        <section id={id} aria-label={names.label}>
          <h2>{names.label}</h2>
          <Preview data-part="preview">
            {source.trim() ? (
              <div lang={lang}>
                <FactMarkdown source={source} />
              </div>
            ) : (
              <Hint>Nothing to preview yet.</Hint>
            )}
          </Preview>
        </section>
      ) : null}
    </>
  );
}
