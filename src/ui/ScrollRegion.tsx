import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SCROLL_HINT } from './scrollHint';

const Frame = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  @media print {
    [data-part='scroll-hint'] {
      display: none;
    }
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  &::after {
    content: ' →';
  }
`;

/* A shadow on the side where more of the table is hidden, over the table and its sticky cells. */
const Edges = styled.div`
  position: relative;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: 14px;
    pointer-events: none;
    z-index: 2;
    opacity: 0;
    transition: opacity 0.15s;
  }
  &::before {
    left: 0;
    background: linear-gradient(to right, rgba(15, 23, 42, 0.22), transparent);
  }
  &::after {
    right: 0;
    background: linear-gradient(to left, rgba(15, 23, 42, 0.22), transparent);
  }
  &[data-more-before]::before,
  &[data-more-after]::after {
    opacity: 1;
  }
  @media print {
    &::before,
    &::after {
      display: none;
    }
  }
`;

/*
 * Positioned, so that what is placed absolutely inside (visually hidden text) stays inside too. A size
 * container, so that a table's caption wraps to the width on screen and stays put while the rows scroll.
 */
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  container-type: inline-size;
  caption {
    position: sticky;
    left: 0;
    max-width: 100cqi;
    box-sizing: border-box;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media print {
    overflow: visible;
  }
`;

interface Edges {
  overflows: boolean;
  before: boolean;
  after: boolean;
}
const NONE: Edges = { overflows: false, before: false, after: false };

/**
 * A wide table's own sideways scroll box, so the page never scrolls sideways: a region the keyboard can
 * reach (arrow keys scroll it) and a screen reader names (after the table's caption, through
 * labelledBy, or by label). When it is wider than the screen, a note above says so and a shadow marks
 * each side where more is hidden.
 */
export function ScrollRegion({ labelledBy, label, className, children }: { labelledBy?: string; label?: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [edges, setEdges] = useState<Edges>(NONE);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      const next = { overflows: hidden > 1, before: el.scrollLeft > 1, after: el.scrollLeft < hidden - 1 };
      setEdges((e) => (e.overflows === next.overflows && e.before === next.before && e.after === next.after ? e : next));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    // Where the browser cannot watch sizes (an old one, or a test's simulated DOM), the first measure stands.
    if (typeof ResizeObserver === 'undefined') return () => el.removeEventListener('scroll', measure);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <Frame data-part="scroll-frame">
      {edges.overflows && (
        <Hint id={hintId} data-part="scroll-hint">
          {SCROLL_HINT}
        </Hint>
      )}
      <Edges data-more-before={edges.before ? '' : undefined} data-more-after={edges.after ? '' : undefined}>
        <Scroller
          ref={ref}
          className={className}
          role="region"
          tabIndex={0}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
          aria-describedby={edges.overflows ? hintId : undefined}
          data-part="scroll-region"
        >
          {children}
        </Scroller>
      </Edges>
    </Frame>
  );
}
