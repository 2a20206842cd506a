import { universitiesApi } from '../../api/universities';
import { useRemote } from '../../common/Remote';
import { MAX_PAGE_SIZE } from '../../domain/api';
import { CURRENCIES, MONTHS, STUDY_LEVELS, type Currency, type StudyLevel } from '../../domain/catalog';
import { courseInputSchema, type Course } from '../../domain/course';
import { ADMIN_RESOURCES } from './adminResources';
import { defineEditor, numberOrNull, numberText } from './editorKit';
import { ChoiceListField, SelectField, TextField } from '../../ui/fields';

type Month = (typeof MONTHS)[number];

export interface CourseFormValues {
  title: string;
  level: StudyLevel;
  field: string;
  universityId: string;
  duration: string;
  tuition: { amount: string; currency: Currency; per: 'year' | 'course' };
  intakes: Month[];
  englishRequirements: { ielts: string; pte: string; toefl: string };
  description: string;
}

export const emptyCourse: CourseFormValues = {
  title: '',
  level: 'Bachelor',
  field: '',
  universityId: '',
  duration: '',
  tuition: { amount: '', currency: 'AUD', per: 'year' },
  intakes: [],
  englishRequirements: { ielts: '', pte: '', toefl: '' },
  description: '',
};

export const courseEditor = defineEditor({
  resource: ADMIN_RESOURCES.courses.api,
  history: {
    load: (id, signal) => ADMIN_RESOURCES.courses.api.history(id, signal),
    restore: (id, changeId) => ADMIN_RESOURCES.courses.api.restore(id, changeId),
    labels: {
      title: 'Title',
      level: 'Level',
      field: 'Field',
      universityId: 'University',
      duration: 'Duration',
      tuition: 'Tuition',
      intakes: 'Intakes',
      englishRequirements: 'English requirements',
      description: 'Description',
    },
  },
  schema: courseInputSchema,
  empty: emptyCourse,
  toValues: (c: Course): CourseFormValues => ({
    title: c.title,
    level: c.level,
    field: c.field,
    universityId: String(c.universityId),
    duration: c.duration,
    tuition: { amount: numberText(c.tuition.amount), currency: c.tuition.currency, per: c.tuition.per },
    intakes: [...c.intakes],
    englishRequirements: {
      ielts: numberText(c.englishRequirements.ielts),
      pte: numberText(c.englishRequirements.pte),
      toefl: numberText(c.englishRequirements.toefl),
    },
    description: c.description,
  }),
  toInput: (v) => ({
    ...v,
    universityId: numberOrNull(v.universityId),
    tuition: { ...v.tuition, amount: numberOrNull(v.tuition.amount) },
    englishRequirements: {
      ielts: numberOrNull(v.englishRequirements.ielts),
      pte: numberOrNull(v.englishRequirements.pte),
      toefl: numberOrNull(v.englishRequirements.toefl),
    },
  }),
  routes: ADMIN_RESOURCES.courses.routes,
  noun: ADMIN_RESOURCES.courses.noun,
  dataPage: 'admin-course-editor',
  nameOf: (v) => v.title,
});

const levelOptions = STUDY_LEVELS.map((l) => ({ value: l, label: l }));
const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));
const perOptions = [
  { value: 'year', label: 'per year' },
  { value: 'course', label: 'for the whole course' },
];

/** The universities to choose from: null while they load, empty when they could not be loaded (the id is typed instead). */
function useUniversityOptions() {
  const { state } = useRemote(
    (signal) =>
      universitiesApi.list({ limit: MAX_PAGE_SIZE }, signal).then((r) => r.items.map((u) => ({ value: String(u.id), label: `${u.name} (${u.country})` }))),
    'admin-course-editor:universities',
  );
  return state.status === 'success' ? state.data : state.status === 'failure' ? [] : null;
}

export default function CourseEditorPage() {
  const universities = useUniversityOptions();
  return (
    <courseEditor.EditorPage>
      {({ values, bind, errors, set }) => (
        <>
          <TextField label="Title" required {...bind('title')} />
          <div className="grid">
            <SelectField label="Level" required options={levelOptions} {...bind('level')} />
            <TextField label="Field of study" required {...bind('field')} />
            <TextField label="Duration" required hint="For example 2 years" {...bind('duration')} />
          </div>
          {universities && universities.length > 0 ? (
            <SelectField label="University" required options={[{ value: '', label: 'Choose a university' }, ...universities]} {...bind('universityId')} />
          ) : (
            <TextField
              label="University id"
              required
              inputMode="numeric"
              hint={universities ? 'Could not load the universities: enter the id.' : 'Loading universities…'}
              {...bind('universityId')}
            />
          )}
          <fieldset className="group">
            <legend>Tuition</legend>
            <div className="grid">
              <TextField label="Amount" required inputMode="numeric" {...bind('tuition.amount')} />
              <SelectField label="Currency" options={currencyOptions} {...bind('tuition.currency')} />
              <SelectField label="Charged" options={perOptions} {...bind('tuition.per')} />
            </div>
          </fieldset>
          <ChoiceListField
            label="Intakes"
            name="intakes"
            required
            choices={MONTHS}
            value={values.intakes}
            onChange={(v) => set('intakes', v)}
            error={errors.intakes}
          />
          <fieldset className="group">
            <legend>English requirements (leave empty when not needed)</legend>
            <div className="grid">
              <TextField label="IELTS" inputMode="decimal" hint="0 to 9, in steps of 0.5" {...bind('englishRequirements.ielts')} />
              <TextField label="PTE" inputMode="numeric" hint="10 to 90" {...bind('englishRequirements.pte')} />
              <TextField label="TOEFL" inputMode="numeric" hint="0 to 120" {...bind('englishRequirements.toefl')} />
            </div>
          </fieldset>
          <TextField label="Description" multiline rows={6} {...bind('description')} />
        </>
      )}
    </courseEditor.EditorPage>
  );
}
