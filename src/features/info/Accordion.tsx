import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Trigger = styled.button`
  width: 100%;
  min-height: 44px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: left;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  background: none;
  border: 0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(45deg);
  }
  span[aria-hidden] {
    font-size: 1.5rem;
    line-height: 1;
    transition: transform 0.15s;
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  line-height: 1.6;
`;

/**
 * WAI-ARIA APG accordion: each header is a button in a heading, with aria-expanded and
 * aria-controls; each panel is a region labelled by its button. Down/Up arrows move between
 * headers (wrapping), Home and End go to the first and last.
 */
export function Accordion({ items, idPrefix }: { items: AccordionItem[]; idPrefix: string }) {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const target =
      e.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (target === null) return;
    e.preventDefault();
    buttons.current[target]?.focus();
  };
  return (
    <div data-part="accordion">
      {items.map((item, i) => {
        const expanded = open.has(item.id);
        const buttonId = `${idPrefix}-${item.id}-button`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <h3>
              <Trigger
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown(i)}
              >
                {item.title}
                <span aria-hidden="true">+</span>
              </Trigger>
            </h3>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </div>
  );
}
