import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  /* A file input's own width never widens a narrow screen. */
  input[type='file'] { max-width: 100%; min-width: 0; }
  /* Smooth scrolling unless the user prefers reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif;
    font-size: ${({ theme }) => theme.fontSizes.base};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    min-width: 320px;
  }
  img { max-width: 100%; height: auto; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  h1, h2, h3 { line-height: 1.25; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
  /* Targets on a phone (WCAG 2.5.5): a link that stands alone (the one link, or the first, of a list
     item, a heading or a table's header cell; the one link of a line of its own; a link set directly in
     a section) is at least 44 by 44 CSS pixels. A link inside the text of an article keeps its line.
     A component's own rules win over these (inside :where, they weigh nothing);
     test/e2e/narrow-screens.spec.ts measures every target. */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 0.02px)) {
    :where(:is(li, h2, h3, th, dd, p:not([data-part='markdown'] p)) > a:only-child, :is(li, h2, h3, th) > a:first-child, section > a) {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
      min-width: 44px;
    }
  }
  /* A press taken before the control's code is in (src/app/earlyInput.ts, src/common/widget.ts): it
     shows at once, and stays until the press is carried out. */
  [data-pending] {
    cursor: progress;
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    animation: pending-pulse 1s ease-in-out infinite alternate;
  }
  @keyframes pending-pulse { from { opacity: 1; } to { opacity: 0.55; } }
  @media (prefers-reduced-motion: reduce) { [data-pending] { animation: none; opacity: 0.7; } }
`;
