import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connect } from '../../machines/form/form.connect';
import { formMachine, type FormValues } from '../../machines/form/form.machine';
import { emptyConsultancy, type ConsultancyFormValues } from '../../src/features/admin/ConsultancyEditorPage';
import { emptyUniversity, type UniversityFormValues } from '../../src/features/admin/UniversityEditorPage';

/**
 * The editors' connect layer: typed field paths (a path not in the values type fails typecheck, shown by
 * the @ts-expect-error lines, which typecheck in turn fails on if the path were accepted), and the props it
 * makes of the statechart's states for the fields, the error summary and the submit button.
 */
function university() {
  const actor = createActor(
    formMachine.provide({
      actors: { validate: fromPromise<unknown, { values: FormValues }>(() => Promise.reject({ fields: { 'tuition.max': 'Must be at least the minimum' } })) },
    }),
    { input: { id: null, initialValues: emptyUniversity as unknown as FormValues } },
  ).start();
  const api = () => connect<UniversityFormValues>(actor.getSnapshot(), actor.send, { noun: 'university', nameOf: (v) => v.name });
  return { actor, api };
}

describe('the editors connect layer (typed field paths, props for fields, the error summary and the submit button)', () => {
  it('gives a field its path, value, error and change handler, and types the path against the values', () => {
    const { api } = university();
    const min = api().getFieldProps('tuition.min');
    expect(min).toMatchObject({ name: 'tuition.min', value: '', error: undefined });
    const currency: string = api().getFieldProps('tuition.currency').value;
    expect(currency).toBe('AUD');
    min.onChange('12000');
    expect(api().getFieldProps('tuition.min').value).toBe('12000');
    expect(api().values.tuition.min).toBe('12000');
    expect(api().dirty).toBe(true);
    // @ts-expect-error: a path that is not in the university's values
    expect(api().getFieldProps('tuition.minimum').value).toBeUndefined();
    // @ts-expect-error: a value of the wrong type for its path
    api().set('scholarshipsAvailable', 'yes');
  });

  it('types paths into lists of objects by item number', () => {
    const actor = createActor(formMachine, { input: { id: null, initialValues: emptyConsultancy as unknown as FormValues } }).start();
    const api = () => connect<ConsultancyFormValues>(actor.getSnapshot(), actor.send, { noun: 'consultancy', nameOf: (v) => v.name });
    const licence = { number: 'KP-12', authority: 'gandaki', validUntil: '2027-01-01', checkedOn: '2026-03-03', method: 'register', sourceUrl: '' };
    api().set('branches', [{ name: 'Pokhara', location: 'Lakeside', phone: '061-000000', email: 'p@example.com', city: 'Kaski', licence }]);
    const i = api().values.branches.length - 1;
    expect(api().getFieldProps(`branches.${i}.email`).value).toBe('p@example.com');
    expect(api().getFieldProps(`branches.${i}.licence.authority`).value).toBe('gandaki');
    // @ts-expect-error: branches have no website
    expect(api().getFieldProps(`branches.${i}.website`).value).toBeUndefined();
  });

  it('names what the submit button will do, disables it while checking, and summarises a refused attempt', async () => {
    const { actor, api } = university();
    expect(api().getSubmitProps()).toMatchObject({ type: 'submit', disabled: false, label: 'Create university' });
    expect(api().errorSummaryText).toBeNull();
    api()
      .getFormProps()
      .onSubmit({ preventDefault: () => undefined });
    expect(api().getSubmitProps()).toMatchObject({ disabled: true, label: 'Checking…' });
    expect(api().getFormProps()['aria-busy']).toBe(true);
    await new Promise<void>((resolve) =>
      actor.subscribe((s) => {
        if (s.matches({ form: 'editing' })) resolve();
      }),
    );
    expect(api().getErrorSummaryProps()).toMatchObject({ role: 'alert', 'aria-live': 'assertive' });
    expect(api().errorSummaryText).toBe('Please correct the 1 field marked below.');
    expect(api().getFieldProps('tuition.max').error).toBe('Must be at least the minimum');
    expect(api().heading).toBe('New university');
  });
});
