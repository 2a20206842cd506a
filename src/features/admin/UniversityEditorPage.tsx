import { universitiesApi } from '../../api/universities';
import { ROUTES, paths } from '../../config/routes';
import { CURRENCIES, MONTHS, STUDY_LEVELS, type Currency, type StudyLevel } from '../../domain/catalog';
import { universityInputSchema, type University } from '../../domain/university';
import { editorMachineFor, EntityEditor, numberOrNull, numberText, useEditorKey } from './editorKit';
import { CheckboxField, ChoiceListField, SelectField, TextField } from '../../ui/fields';

type Month = (typeof MONTHS)[number];

export interface UniversityFormValues extends Record<string, unknown> {
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
  name: '', country: '', city: '', logo: '', website: '', ranking: '',
  tuition: { min: '', max: '', currency: 'AUD' },
  intakes: [], levels: [], description: '', scholarshipsAvailable: false,
};

export const universityEditorMachine = editorMachineFor({
  api: { get: (id, s) => universitiesApi.get(id, s), create: (i, s) => universitiesApi.create(i, s), update: (id, i, s) => universitiesApi.update(id, i, s) },
  schema: universityInputSchema,
  emptyValues: emptyUniversity,
  toValues: (u: University): UniversityFormValues => ({
    name: u.name, country: u.country, city: u.city, logo: u.logo, website: u.website, ranking: numberText(u.ranking),
    tuition: { min: numberText(u.tuition.min), max: numberText(u.tuition.max), currency: u.tuition.currency },
    intakes: [...u.intakes], levels: [...u.levels], description: u.description, scholarshipsAvailable: u.scholarshipsAvailable,
  }),
  toInput: (v: UniversityFormValues) => ({
    ...v,
    ranking: numberOrNull(v.ranking),
    tuition: { min: numberOrNull(v.tuition.min), max: numberOrNull(v.tuition.max), currency: v.tuition.currency },
  }),
});

const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));

const universityEditHref = (id: string) => paths.adminEdit('universities', id);

export default function UniversityEditorPage() {
  const { id, key, onCreated } = useEditorKey(ROUTES.adminUniversityEdit, universityEditHref);
  return (
    <EntityEditor<UniversityFormValues>
      key={key}
      logic={universityEditorMachine}
      id={id}
      emptyValues={emptyUniversity}
      onCreated={onCreated}
      noun="university"
      dataPage="admin-university-editor"
      listHref={ROUTES.adminUniversities}
      editHref={universityEditHref}
      nameOf={(v) => v.name}
    >
      {({ values, bind, errors, set }) => (
        <>
          <TextField label="Name" required {...bind<string>('name')} />
          <div className="grid">
            <TextField label="Country" required {...bind<string>('country')} />
            <TextField label="City" required {...bind<string>('city')} />
            <TextField label="World ranking" inputMode="numeric" hint="Leave empty when unranked." {...bind<string>('ranking')} />
          </div>
          <TextField label="Website" type="url" hint="Starts with https://" {...bind<string>('website')} />
          <TextField label="Logo" hint="A URL or a path starting with /. Leave empty for the default." {...bind<string>('logo')} />
          <fieldset className="group">
            <legend>Tuition per year</legend>
            <div className="grid">
              <TextField label="Minimum" required inputMode="numeric" {...bind<string>('tuition.min')} />
              <TextField label="Maximum" required inputMode="numeric" {...bind<string>('tuition.max')} />
              <SelectField label="Currency" options={currencyOptions} {...bind<string>('tuition.currency')} />
            </div>
          </fieldset>
          <ChoiceListField label="Intakes" name="intakes" required choices={MONTHS} value={values.intakes} onChange={(v) => set('intakes', v)} error={errors.intakes} />
          <ChoiceListField label="Study levels" name="levels" required choices={STUDY_LEVELS} value={values.levels} onChange={(v) => set('levels', v)} error={errors.levels} />
          <CheckboxField label="Scholarships available" name="scholarshipsAvailable" checked={values.scholarshipsAvailable} onChange={(c) => set('scholarshipsAvailable', c)} />
          <TextField label="Description" multiline rows={6} {...bind<string>('description')} />
        </>
      )}
    </EntityEditor>
  );
}
