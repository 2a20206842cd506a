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

/** A Markdown body as the public page renders it, behind a Show/Hide preview disclosure (shown at first). */
export function BodyPreview({ source }: { source: string }) {
  const [shown, setShown] = useState(true);
  const id = useId();
  return (
    <>
      <p>
        <Button type="button" $variant="secondary" aria-expanded={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide preview' : 'Show preview'}
        </Button>
      </p>
      {shown ? (
        <section id={id} aria-label="Preview">
          <h2>Preview</h2>
          <Preview data-part="preview">{source.trim() ? <FactMarkdown source={source} /> : <Hint>Nothing to preview yet.</Hint>}</Preview>
        </section>
      ) : null}
    </>
  );
}
