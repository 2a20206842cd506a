import styled from 'styled-components';
import { Link } from 'wouter';
import { buttonStyles } from './primitives';

/** A client-side link that looks like a button. */
export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${buttonStyles}
`;
