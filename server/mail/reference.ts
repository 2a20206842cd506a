import { randomBytes } from 'node:crypto';
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH } from '../../src/domain/booking';

/**
 * A fresh booking reference from the operating system's random source: each character is 5 random
 * bits (one byte's low bits; 256 is a multiple of 32, so every character is equally likely).
 * 32^8 is about 10^12 references, so a collision is rare; the writer retries on one.
 */
export function newBookingReference(): string {
  const bytes = randomBytes(BOOKING_REFERENCE_LENGTH);
  let out = '';
  for (const b of bytes) out += BOOKING_REFERENCE_ALPHABET[b & 31];
  return out;
}
