// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkWith, fieldErrorsFrom } from '../../src/domain/fieldErrors';

const schema = z.object({
  title: z.string().min(1, 'Required').max(5, 'At most 5 characters'),
  level: z.enum(['Bachelor', 'Master']),
  tuition: z.object({ max: z.number() }),
  tags: z.array(z.string().min(1, 'Required')),
});

describe('zod issues as field errors (one mapping for the forms and the server)', () => {
  it('keys each error by its dotted path, the first issue of a field wins, and plain words replace zod’s defaults', () => {
    const result = schema.safeParse({ title: '', level: 'Kindergarten', tuition: { max: 'lots' }, tags: ['ok', ''] });
    expect(result.success).toBe(false);
    expect(fieldErrorsFrom(result.error!.issues)).toEqual({
      title: 'Required',
      level: 'Choose a valid option',
      'tuition.max': 'Enter a number',
      'tags.1': 'Required',
    });
  });

  it('an issue about the whole value goes under the root key the caller names (the form’s by default)', () => {
    const result = z.string().min(16, 'Too short').safeParse('abc');
    expect(fieldErrorsFrom(result.error!.issues)).toEqual({ _form: 'Too short' });
    expect(fieldErrorsFrom(result.error!.issues, 'Idempotency-Key')).toEqual({ 'Idempotency-Key': 'Too short' });
  });

  it('checkWith gives the parsed data or the field errors', () => {
    expect(checkWith(schema, { title: 'Hi', level: 'Master', tuition: { max: 1 }, tags: [] })).toEqual({
      ok: true,
      data: { title: 'Hi', level: 'Master', tuition: { max: 1 }, tags: [] },
    });
    expect(checkWith(schema, { title: 'Too long', level: 'Master', tuition: { max: 1 }, tags: [] })).toEqual({
      ok: false,
      errors: { title: 'At most 5 characters' },
    });
  });
});
