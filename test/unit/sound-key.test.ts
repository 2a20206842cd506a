import { describe, expect, it } from 'vitest';
import { hasDevanagari, recordSoundKey, soundKey, soundQuery } from '../../src/domain/soundKey';
import { searchMatch } from '../../src/search/rule';
import { withSoundKey } from '../../src/domain/soundKey';
import { createMatcher } from '../../src/search/matcher';
import { CONSULTANCIES } from '../../src/data/consultancies';
import { toDirectoryEntry } from '../../src/domain/directory';

/**
 * Place and firm names as Nepali writes them beside the English spelling the directory uses: each pair
 * must give one sound key. The Devanagari spellings are the ones in common use (several for Kathmandu).
 */
const SAME_NAME: ReadonlyArray<readonly [string, string]> = [
  ['काठमाडौं', 'Kathmandu'],
  ['काठमाडौँ', 'Kathmandu'],
  ['काठमाण्डू', 'Kathmandu'],
  ['काठमान्डु', 'Kathmandu'],
  ['ललितपुर', 'Lalitpur'],
  ['भक्तपुर', 'Bhaktapur'],
  ['पोखरा', 'Pokhara'],
  ['विराटनगर', 'Biratnagar'],
  ['पुतलीसडक', 'Putalisadak'],
  ['बानेश्वर', 'Baneshwor'],
  ['चितवन', 'Chitwan'],
  ['धरान', 'Dharan'],
  ['बुटवल', 'Butwal'],
  ['नेपालगञ्ज', 'Nepalgunj'],
  ['धनगढी', 'Dhangadhi'],
  ['इटहरी', 'Itahari'],
  ['हेटौंडा', 'Hetauda'],
  ['वीरगञ्ज', 'Birgunj'],
  ['जनकपुर', 'Janakpur'],
  ['भैरहवा', 'Bhairahawa'],
  ['बिर्तामोड', 'Birtamode'],
  ['बागलुङ', 'Baglung'],
  ['गोरखा', 'Gorkha'],
  ['सुर्खेत', 'Surkhet'],
  ['महेन्द्रनगर', 'Mahendranagar'],
  ['धुलिखेल', 'Dhulikhel'],
  ['दमक', 'Damak'],
  ['इलाम', 'Ilam'],
  ['तानसेन', 'Tansen'],
  ['पाल्पा', 'Palpa'],
  ['लेकसाइड', 'Lakeside'],
  ['कुपण्डोल', 'Kupondole'],
  ['भरतपुर', 'Bharatpur'],
  ['सिद्धार्थनगर', 'Siddharthanagar'],
  ['ठमेल', 'Thamel'],
  ['लाजिम्पाट', 'Lazimpat'],
  ['सगरमाथा', 'Sagarmatha'],
  ['अन्नपूर्ण', 'Annapurna'],
  ['लुम्बिनी', 'Lumbini'],
  ['कोशी', 'Koshi'],
  ['माछापुच्छ्रे', 'Machhapuchhre'],
  ['कञ्चनजङ्घा', 'Kanchenjunga'],
  ['मुस्ताङ', 'Mustang'],
  ['लाङटाङ', 'Langtang'],
  ['पशुपति', 'Pashupati'],
  ['कर्णाली', 'Karnali'],
  ['शिवपुरी', 'Shivapuri'],
  ['धौलागिरी', 'Dhaulagiri'],
  ['अष्ट्रेलिया', 'Australia'],
  ['अस्ट्रेलिया', 'Australia'],
  ['क्यानडा', 'Canada'],
  ['न्युजिल्याण्ड', 'New Zealand'],
  ['जापान', 'Japan'],
  ['आयरल्यान्ड', 'Ireland'],
  ['फ्रान्स', 'France'],
  ['साइप्रस', 'Cyprus'],
  ['कन्सल्टेन्सी', 'Consultancy'],
  ['ज्ञान', 'Gyan'],
  ['कृष्ण', 'Krishna'],
];

describe('a name in Devanagari and in Latin letters has one sound key', () => {
  it.each(SAME_NAME)('%s sounds as %s', (nepali, latin) => {
    expect(soundKey(nepali)).toBe(soundKey(latin));
    expect(soundKey(nepali).length).toBeGreaterThanOrEqual(2);
  });

  it('different places keep different keys', () => {
    const places = [
      'Kathmandu',
      'Lalitpur',
      'Bhaktapur',
      'Pokhara',
      'Biratnagar',
      'Chitwan',
      'Butwal',
      'Dharan',
      'Birgunj',
      'Janakpur',
      'Hetauda',
      'Nepalgunj',
    ];
    expect(new Set(places.map(soundKey)).size).toBe(places.length);
  });

  it('a key holds only Latin consonants and digits; Devanagari digits are read as digits', () => {
    expect(soundKey('Ward No. १२, Kathmandu!')).toMatch(/^[a-z0-9]+$/);
    expect(soundKey('१२')).toBe(soundKey('12'));
  });
});

describe('a record names a country or word the Nepali way as well', () => {
  it('UK is also बेलायत, USA अमेरिका, Germany जर्मनी, and Education एजुकेशन', () => {
    const key = recordSoundKey(['Koshi International Education', 'Main Road, Biratnagar', 'UK', 'USA', 'Germany']);
    for (const nepali of ['बेलायत', 'अमेरिका', 'जर्मनी', 'एजुकेशन', 'कोशी इन्टरनेसनल', 'विराटनगर']) expect(key).toContain(soundKey(nepali));
  });
  it('the table is used for whole words only (Ukraine is not the UK)', () => {
    expect(recordSoundKey(['Ukraine'])).not.toContain(soundKey('बेलायत'));
  });
});

describe('only text with Devanagari in it is matched by sound', () => {
  it('Latin text has no sound query, so the exact rule alone answers it', () => {
    for (const text of ['Kathmandu', 'ktmd', 'kathmadau', '']) expect(soundQuery(text)).toBeNull();
  });
  it('a Devanagari text of one consonant finds nothing by sound (it would match most records)', () => {
    expect(soundQuery('का')).toBeNull();
    expect(soundQuery('काठ')).toBe('kt');
    expect(hasDevanagari('Kathmandu काठ')).toBe(true);
  });
});

describe('search in both scripts on the shipped directory', () => {
  const directory = CONSULTANCIES.map((c) => withSoundKey(toDirectoryEntry(c)));
  const match = createMatcher(directory);
  const ids = (list: ReadonlyArray<{ id: number }>) => list.map((c) => c.id);

  it('"काठमाडौं" finds exactly the consultancies that "Kathmandu" finds, in the same order', () => {
    const latin = match('Kathmandu');
    expect(latin.length).toBeGreaterThan(5);
    expect(ids(match('काठमाडौं'))).toEqual(ids(latin));
    expect(ids(match('  काठमाडौँ '))).toEqual(ids(latin));
  });

  it('a firm name typed in Devanagari finds that firm', () => {
    expect(match('सगरमाथा').map((c) => c.name)).toContain('Sagarmatha Global Careers');
    expect(match('पोखरा').every((c) => /pokhara/i.test(c.location) || /pokhara/i.test(c.name))).toBe(true);
  });

  it('a country in Devanagari finds the consultancies for it', () => {
    expect(ids(match('बेलायत'))).toEqual(ids(match('UK')));
    expect(ids(match('अष्ट्रेलिया'))).toEqual(ids(match('Australia')));
  });

  it('the fuse-backed matcher and the plain rule agree on Devanagari text', () => {
    for (const text of ['काठमाडौं', 'पोखरा', 'बेलायत', 'ल', 'नेपाल', 'विराटनगर', 'क']) expect(match(text)).toEqual(searchMatch(directory, text));
  });
});
