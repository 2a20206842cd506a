/*
 * Search across scripts: a name typed in Devanagari (काठमाडौं) finds the record written in Latin letters
 * (Kathmandu), and a romanised name finds a record written in Devanagari. Both sides are reduced to the
 * same "sound key": the consonants as they sound, in Latin letters, without vowels (Nepali spelling and
 * its romanisations differ mostly in vowels: the inherent a, long and short i/u, au/o), with aspirated
 * and plain, retroflex and dental consonants merged, and a nasal before another consonant left out
 * (the anusvara of काठमाडौं against the n of Kathmandu). One function, a small table of our own: the
 * packages that transliterate Devanagari either write strict scholarly schemes (kāṭhamāḍauṃ) or carry a
 * table of every script (over half a megabyte), and none turns Nepali spelling into the English spelling
 * of a place. Names whose Nepali form does not sound like the English one (UK, बेलायत) are in
 * NEPALI_NAMES. No dependencies: this module is in the search dialog's chunk and on the server.
 */

import { hasDevanagari } from './digits';

export { hasDevanagari };

/** Devanagari consonants (and the vocalic r) as the Latin letter they sound as in the key. */
const DEVANAGARI: Record<string, string> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'ng',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'p',
  ब: 'b',
  भ: 'b',
  म: 'm',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'b',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  ऋ: 'r',
  'ृ': 'r',
};

/** Latin spellings of one sound, longest first (read before the single letters). */
const LATIN_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['chh', 'c'],
  ['ch', 'c'],
  ['sh', 's'],
  ['kh', 'k'],
  ['gh', 'g'],
  ['jh', 'j'],
  ['th', 't'],
  ['dh', 'd'],
  ['ph', 'p'],
  ['bh', 'b'],
  ['ck', 'k'],
  ['tion', 'sn'],
  ['sion', 'sn'],
  ['x', 'ks'],
];
const LATIN_LETTERS: Record<string, string> = { q: 'k', z: 'j', f: 'p', v: 'b', w: 'b' };
const VOWEL = /[aeiouy]/;

/** One word's letters in the key (before repeats and nasals are settled over the whole text). */
function wordLetters(word: string): string {
  let out = '';
  // ज्ञ is said, and romanised, "gy".
  const w = word.replace(/ज्ञ/g, 'ग');
  for (let i = 0; i < w.length; i++) {
    const ch = w[i];
    const dev = DEVANAGARI[ch];
    if (dev) {
      out += dev;
      continue;
    }
    if (ch >= '०' && ch <= '९') {
      out += String(ch.charCodeAt(0) - 0x966);
      continue;
    }
    const group = LATIN_GROUPS.find(([g]) => w.startsWith(g, i));
    if (group) {
      out += group[1];
      i += group[0].length - 1;
      continue;
    }
    if (ch === 'c') out += /[eiy]/.test(w[i + 1] ?? '') ? 's' : 'k';
    // A w or v after a vowel and before none ("New", "Rao") is a vowel.
    else if ((ch === 'w' || ch === 'v') && !VOWEL.test(w[i + 1] ?? '') && i > 0) continue;
    else if (LATIN_LETTERS[ch]) out += LATIN_LETTERS[ch];
    else if (/[a-z0-9]/.test(ch) && !VOWEL.test(ch)) out += ch;
    // Everything else (vowels, vowel signs, य, the anusvara, the virama, punctuation) is left out.
  }
  return out;
}

/**
 * A text's sound key: lower-case Latin consonants and digits, nothing else. The same name in Devanagari
 * and in its usual romanisations gives the same key (काठमाडौं, काठमाण्डू, Kathmandu: "ktmd").
 */
export function soundKey(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u);
  const letters = words.map(wordLetters).join('');
  // A doubled letter sounds as one; a nasal before another consonant is the vowel's nasal sound.
  return letters
    .replace(/(.)\1+/g, '$1')
    .replace(/n(?=[^n0-9])|m(?=[pb])/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * Names whose Nepali form does not sound like their English one: the record's key holds both. Only
 * whole words (or word groups) of a field, compared in lower case.
 */
export const NEPALI_NAMES: Readonly<Record<string, readonly string[]>> = {
  uk: ['बेलायत'],
  'united kingdom': ['बेलायत'],
  usa: ['अमेरिका'],
  'united states': ['अमेरिका'],
  germany: ['जर्मनी'],
  netherlands: ['नेदरल्यान्ड्स', 'हल्यान्ड'],
  education: ['एजुकेसन'],
  overseas: ['ओभरसिज'],
};

/** The separator between a record's field keys: no key holds it, so a match never spans two fields. */
export const KEY_SEPARATOR = '|';
/** The shortest key a typed text must have to be matched by sound (one consonant matches most records). */
export const MIN_KEY_LENGTH = 2;

/** NEPALI_NAMES with each name's whole-word pattern, compiled once (not once per field of every record). */
const NAME_PATTERNS = Object.entries(NEPALI_NAMES).map(([name, forms]) => [name, forms, new RegExp(`(^|[^a-z])${name}(?![a-z])`, 'g')] as const);

/** A field's keys: its own, and the key of it with each name of NEPALI_NAMES said the Nepali way. */
function fieldKeys(field: string): string[] {
  const keys = [soundKey(field)];
  const lower = field.toLowerCase();
  let nepali = lower;
  for (const [name, forms, re] of NAME_PATTERNS) {
    re.lastIndex = 0;
    if (re.test(nepali)) nepali = nepali.replace(re, `$1${forms[0]}`);
    if (lower === name) keys.push(...forms.slice(1).map(soundKey));
  }
  if (nepali !== lower) keys.push(soundKey(nepali));
  return keys;
}

/** A record's sound key: its fields' keys (each field once), joined by KEY_SEPARATOR. */
export function recordSoundKey(fields: readonly string[]): string {
  const keys = new Set<string>();
  for (const f of fields) for (const k of fieldKeys(f)) if (k) keys.add(k);
  return [...keys].join(KEY_SEPARATOR);
}

/**
 * The key a typed text is matched by sound with, or null: only a text with Devanagari in it is (Latin
 * text keeps the exact rule), and only when its key has at least MIN_KEY_LENGTH letters. A record is
 * found when one of its field keys holds it (`recordKey.includes(key)`).
 */
export function soundQuery(text: string): string | null {
  if (!hasDevanagari(text)) return null;
  const key = soundKey(text);
  return key.length >= MIN_KEY_LENGTH ? key : null;
}

/** A record with its sound key: the key of its name, location and specializations. */
export const withSoundKey = <T extends { name: string; location: string; specializations: readonly string[] }>(r: T): T & { soundKey: string } => ({
  ...r,
  soundKey: recordSoundKey([r.name, r.location, ...r.specializations]),
});
