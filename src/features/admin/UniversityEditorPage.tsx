import { CURRENCIES, MONTHS, STUDY_LEVELS, type Currency, type StudyLevel } from '../../domain/catalog';
import { universityInputSchema, type University } from '../../domain/university';
import { ADMIN_RESOURCES } from './adminResources';
import { defineEditor, numberOrNull, numberText } from './editorKit';
import { ImageField } from './ImageField';
import { CheckboxField, ChoiceListField, SelectField, TextField } from '../../ui/fields';

type Month = (typeof MONTHS)[number];

export interface UniversityFormValues {
  name: string;
  country: string;
  city: string;
  logo: string;
  website: string;
  ranking: string;
  tuition: { min: string; max: string; currency: Currency };
  intakes: Month[];
  levels: StudyLevel[];
  description: string;
  scholarshipsAvailable: boolean;
}

export const emptyUniversity: UniversityFormValues = {
  name: '',
  country: '',
  city: '',
  logo: '',
  website: '',
  ranking: '',
  tuition: { min: '', max: '', currency: 'AUD' },
  intakes: [],
  levels: [],
  description: '',
  scholarshipsAvailable: false,
};

export const universityEditor = defineEditor({
  resource: ADMIN_RESOURCES.universities.api,
  history: {
    load: (id, signal) => ADMIN_RESOURCES.universities.api.history(id, signal),
    restore: (id, changeId) => ADMIN_RESOURCES.universities.api.restore(id, changeId),
    labels: {
      name: 'Name',
      country: 'Country',
      city: 'City',
      ranking: 'Ranking',
      tuition: 'Tuition',
      intakes: 'Intakes',
      levels: 'Levels',
      description: 'Description',
      website: 'Website',
      logo: 'Logo',
    },
  },
  schema: universityInputSchema,
  empty: emptyUniversity,
  toValues: (u: University): UniversityFormValues => ({
    name: u.name,
    country: u.country,
    city: u.city,
    logo: u.logo,
    website: u.website,
    ranking: numberText(u.ranking),
    tuition: { min: numberText(u.tuition.min), max: numberText(u.tuition.max), currency: u.tuition.currency },
    intakes: [...u.intakes],
    levels: [...u.levels],
    description: u.description,
    scholarshipsAvailable: u.scholarshipsAvailable,
  }),
  toInput: (v) => ({
    ...v,
    ranking: numberOrNull(v.ranking),
    tuition: { min: numberOrNull(v.tuition.min), max: numberOrNull(v.tuition.max), currency: v.tuition.currency },
  }),
  routes: ADMIN_RESOURCES.universities.routes,
  noun: ADMIN_RESOURCES.universities.noun,
  dataPage: 'admin-university-editor',
  nameOf: (v) => v.name,
});

const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));

export default function UniversityEditorPage() {
  return (
    <universityEditor.EditorPage>
      {({ values, bind, errors, set }) => (
        <>
          <TextField label="Name" required {...bind('name')} />
          <div className="grid">
            <TextField label="Country" required {...bind('country')} />
            <TextField label="City" required {...bind('city')} />
            <TextField label="World ranking" inputMode="numeric" hint="Leave empty when unranked." {...bind('ranking')} />
          </div>
          <TextField label="Website" type="url" hint="Starts with https://" {...bind('website')} />
          <ImageField label="Logo" kind="logo" {...bind('logo')} />
          <fieldset className="group">
            <legend>Tuition per year</legend>
            <div className="grid">
              <TextField label="Minimum" required inputMode="numeric" {...bind('tuition.min')} />
              <TextField label="Maximum" required inputMode="numeric" {...bind('tuition.max')} />
              <SelectField label="Currency" options={currencyOptions} {...bind('tuition.currency')} />
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
          <ChoiceListField
            label="Study levels"
            name="levels"
            required
            choices={STUDY_LEVELS}
            value={values.levels}
            onChange={(v) => set('levels', v)}
            error={errors.levels}
          />
          <CheckboxField
            label="Scholarships available"
            name="scholarshipsAvailable"
            checked={values.scholarshipsAvailable}
            onChange={(c) => set('scholarshipsAvailable', c)}
          />
          <TextField label="Description" multiline rows={6} {...bind('description')} />
        </>
      )}
    </universityEditor.EditorPage>
  );
}
