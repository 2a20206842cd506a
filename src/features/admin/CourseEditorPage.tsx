import { coursesApi } from '../../api/courses';
import { universitiesApi } from '../../api/universities';
import { ROUTES, paths } from '../../config/routes';
import { useRemote } from '../../common/Remote';
import { MAX_PAGE_SIZE } from '../../domain/api';
import { CURRENCIES, MONTHS, STUDY_LEVELS, type Currency, type StudyLevel } from '../../domain/catalog';
import { courseInputSchema, type Course } from '../../domain/course';
import { editorMachineFor, EntityEditor, numberOrNull, numberText, useEditorKey } from './editorKit';
import { ChoiceListField, SelectField, TextField } from '../../ui/fields';

type Month = (typeof MONTHS)[number];

export interface CourseFormValues extends Record<string, unknown> {
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
  title: '', level: 'Bachelor', field: '', universityId: '', duration: '',
  tuition: { amount: '', currency: 'AUD', per: 'year' },
  intakes: [], englishRequirements: { ielts: '', pte: '', toefl: '' }, description: '',
};

export const courseEditorMachine = editorMachineFor({
  api: { get: (id, s) => coursesApi.get(id, s), create: (i, s) => coursesApi.create(i, s), update: (id, i, s) => coursesApi.update(id, i, s) },
  schema: courseInputSchema,
  emptyValues: emptyCourse,
  toValues: (c: Course): CourseFormValues => ({
    title: c.title, level: c.level, field: c.field, universityId: String(c.universityId), duration: c.duration,
    tuition: { amount: numberText(c.tuition.amount), currency: c.tuition.currency, per: c.tuition.per },
    intakes: [...c.intakes],
    englishRequirements: { ielts: numberText(c.englishRequirements.ielts), pte: numberText(c.englishRequirements.pte), toefl: numberText(c.englishRequirements.toefl) },
    description: c.description,
  }),
  toInput: (v: CourseFormValues) => ({
    ...v,
    universityId: numberOrNull(v.universityId),
    tuition: { ...v.tuition, amount: numberOrNull(v.tuition.amount) },
    englishRequirements: {
      ielts: numberOrNull(v.englishRequirements.ielts),
      pte: numberOrNull(v.englishRequirements.pte),
      toefl: numberOrNull(v.englishRequirements.toefl),
    },
  }),
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
    (signal) => universitiesApi.list({ limit: MAX_PAGE_SIZE }, signal).then((r) => r.items.map((u) => ({ value: String(u.id), label: `${u.name} (${u.country})` }))),
    'admin-course-editor:universities',
  );
  return state.status === 'success' ? state.data : state.status === 'failure' ? [] : null;
}

const courseEditHref = (id: string) => paths.adminEdit('courses', id);

export default function CourseEditorPage() {
  const { id, key, onCreated } = useEditorKey(ROUTES.adminCourseEdit, courseEditHref);
  const universities = useUniversityOptions();
  return (
    <EntityEditor<CourseFormValues>
      key={key}
      logic={courseEditorMachine}
      id={id}
      emptyValues={emptyCourse}
      onCreated={onCreated}
      noun="course"
      dataPage="admin-course-editor"
      listHref={ROUTES.adminCourses}
      editHref={courseEditHref}
      nameOf={(v) => v.title}
    >
      {({ values, bind, errors, set }) => (
        <>
          <TextField label="Title" required {...bind<string>('title')} />
          <div className="grid">
            <SelectField label="Level" required options={levelOptions} {...bind<string>('level')} />
            <TextField label="Field of study" required {...bind<string>('field')} />
            <TextField label="Duration" required hint="For example 2 years" {...bind<string>('duration')} />
          </div>
          {universities && universities.length > 0 ? (
            <SelectField
              label="University"
              required
              options={[{ value: '', label: 'Choose a university' }, ...universities]}
              {...bind<string>('universityId')}
            />
          ) : (
            <TextField label="University id" required inputMode="numeric" hint={universities ? 'Could not load the universities: enter the id.' : 'Loading universities…'} {...bind<string>('universityId')} />
          )}
          <fieldset className="group">
            <legend>Tuition</legend>
            <div className="grid">
              <TextField label="Amount" required inputMode="numeric" {...bind<string>('tuition.amount')} />
              <SelectField label="Currency" options={currencyOptions} {...bind<string>('tuition.currency')} />
              <SelectField label="Charged" options={perOptions} {...bind<string>('tuition.per')} />
            </div>
          </fieldset>
          <ChoiceListField label="Intakes" name="intakes" required choices={MONTHS} value={values.intakes} onChange={(v) => set('intakes', v)} error={errors.intakes} />
          <fieldset className="group">
            <legend>English requirements (leave empty when not needed)</legend>
            <div className="grid">
              <TextField label="IELTS" inputMode="decimal" hint="0 to 9, in steps of 0.5" {...bind<string>('englishRequirements.ielts')} />
              <TextField label="PTE" inputMode="numeric" hint="10 to 90" {...bind<string>('englishRequirements.pte')} />
              <TextField label="TOEFL" inputMode="numeric" hint="0 to 120" {...bind<string>('englishRequirements.toefl')} />
            </div>
          </fieldset>
          <TextField label="Description" multiline rows={6} {...bind<string>('description')} />
        </>
      )}
    </EntityEditor>
  );
}
