import styled from 'styled-components';
import { Link } from 'wouter';

/*
 * A link inside a sentence (a message's `<0>…</0>` with words around it): it stays inline and wraps with
 * its words, on a phone too. The phone's 44 px target rule (src/ui/GlobalStyle.ts) makes a link that
 * stands alone a box, and it takes a paragraph's only element for one, since CSS cannot see the text
 * around it: a sentence's link says what it is here instead (a link in running text is exempt from the
 * target size). test/e2e/narrow-screens.spec.ts finds any sentence whose link is a box.
 */
export const TextLink = styled(Link)`
  display: inline;
`;

/** The same for a plain anchor inside a sentence (a mailto: address). */
export const TextAnchor = styled.a`
  display: inline;
`;
