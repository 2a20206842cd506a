import styled from 'styled-components';
import { paths } from '../../config/routes';
import { EXAM_NAMES, type ExamName } from '../../domain/catalog';
import { consultancyInputSchema, type Branch, type Consultancy } from '../../domain/consultancy';
import { Button } from '../../ui/primitives';
import { ADMIN_RESOURCES } from './adminResources';
import { defineEditor, numberOrNull, numberText, useRouteId, type EditorRenderProps } from './editorKit';
import { ImageField } from './ImageField';
import { AUTHORITY_OPTIONS, LicenceSection, METHOD_OPTIONS } from './LicenceSection';
import { ChoiceListField, FieldError, FieldWrap, SelectField, TextField, TextListField } from '../../ui/fields';

/** A branch's own licence as the form holds it: all empty when the branch has none. */
export interface BranchLicenceValues {
  number: string;
  authority: string;
  validUntil: string;
  checkedOn: string;
  method: string;
  sourceUrl: string;
}

export interface BranchValues {
  name: string;
  location: string;
  phone: string;
  email: string;
  city: string;
  licence: BranchLicenceValues;
}

export interface ConsultancyFormValues {
  name: string;
  location: string;
  phone: string;
  email: string;
  website: string;
  rating: string;
  logo: string;
  coverImage: string;
  specializations: string[];
  studentsHelped: string;
  experience: string;
  successRate: string;
  services: string[];
  established: string;
  districtsCovered: string[];
  testPreparation: ExamName[];
  branches: BranchValues[];
  highlights: string[];
  socialMedia: { facebook: string; instagram: string };
  mission: string;
  vision: string;
}

export const emptyConsultancy: ConsultancyFormValues = {
  name: '',
  location: '',
  phone: '',
  email: '',
  website: '',
  rating: '',
  logo: '',
  coverImage: '',
  specializations: [],
  studentsHelped: '',
  experience: '',
  successRate: '',
  services: [],
  established: '',
  districtsCovered: [],
  testPreparation: [],
  branches: [],
  highlights: [],
  socialMedia: { facebook: '', instagram: '' },
  mission: '',
  vision: '',
};

const noBranchLicence: BranchLicenceValues = { number: '', authority: '', validUntil: '', checkedOn: '', method: '', sourceUrl: '' };
const emptyBranch: BranchValues = { name: '', location: '', phone: '', email: '', city: '', licence: noBranchLicence };

const branchValues = (b: Branch): BranchValues => ({
  name: b.name,
  location: b.location,
  phone: b.phone,
  email: b.email,
  city: b.city ?? '',
  licence: b.licence ? { ...noBranchLicence, ...b.licence, sourceUrl: b.licence.sourceUrl ?? '' } : noBranchLicence,
});

/** A branch as the API takes it: its own licence only when any of its fields is filled in (the schema then asks for the rest). */
const branchInput = ({ licence, ...b }: BranchValues) => {
  const filled = Object.values(licence).some((v) => v.trim() !== '');
  if (!filled) return b;
  const { sourceUrl, ...required } = licence;
  return { ...b, licence: { ...required, ...(sourceUrl.trim() ? { sourceUrl } : {}) } };
};

export const consultancyEditor = defineEditor({
  resource: ADMIN_RESOURCES.consultancies.api,
  history: {
    load: (id, signal) => ADMIN_RESOURCES.consultancies.api.history(id, signal),
    restore: (id, changeId) => ADMIN_RESOURCES.consultancies.api.restore(id, changeId),
    labels: {
      name: 'Name',
      location: 'Location',
      phone: 'Phone',
      email: 'E-mail',
      website: 'Website',
      services: 'Services',
      branches: 'Branches',
      specializations: 'Destinations',
    },
  },
  schema: consultancyInputSchema,
  empty: emptyConsultancy,
  toValues: (c: Consultancy): ConsultancyFormValues => ({
    name: c.name,
    location: c.location,
    phone: c.phone,
    email: c.email,
    website: c.website,
    rating: numberText(c.rating),
    logo: c.logo,
    coverImage: c.coverImage,
    specializations: [...c.specializations],
    studentsHelped: c.studentsHelped,
    experience: c.experience,
    successRate: c.successRate,
    services: [...c.services],
    established: c.established === undefined ? '' : String(c.established),
    districtsCovered: [...(c.districtsCovered ?? [])],
    testPreparation: [...(c.testPreparation ?? [])],
    branches: (c.branches ?? []).map(branchValues),
    highlights: [...(c.highlights ?? [])],
    socialMedia: { facebook: c.socialMedia?.facebook ?? '', instagram: c.socialMedia?.instagram ?? '' },
    mission: c.mission ?? '',
    vision: c.vision ?? '',
  }),
  toInput: (v) => {
    const est = v.established.trim();
    return {
      ...v,
      branches: v.branches.map(branchInput),
      rating: numberOrNull(v.rating),
      established: est === '' ? undefined : est.toUpperCase() === 'N/A' ? 'N/A' : numberOrNull(est),
    };
  },
  routes: ADMIN_RESOURCES.consultancies.routes,
  noun: ADMIN_RESOURCES.consultancies.noun,
  dataPage: 'admin-consultancy-editor',
  nameOf: (v) => v.name,
});

const BranchCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  list-style: none;
  h3 {
    margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
`;

const BranchList = styled.ol`
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

function BranchesField({ values: { branches }, bind, errors, set }: EditorRenderProps<ConsultancyFormValues>) {
  return (
    <FieldWrap>
      <fieldset className="group" data-field="branches">
        <legend>Branches</legend>
        {branches.length === 0 ? <p>No branches yet.</p> : null}
        <BranchList>
          {branches.map((_, i) => (
            <BranchCard key={i}>
              <h3>Branch {i + 1}</h3>
              <div className="grid">
                <TextField label={`Branch ${i + 1} name`} required {...bind(`branches.${i}.name`)} />
                <TextField label={`Branch ${i + 1} location`} required hint="The address, such as Lakeside, Pokhara" {...bind(`branches.${i}.location`)} />
                <TextField label={`Branch ${i + 1} city or district`} hint="Leave empty to take the last part of the address" {...bind(`branches.${i}.city`)} />
                <TextField label={`Branch ${i + 1} phone`} required type="text" inputMode="text" {...bind(`branches.${i}.phone`)} />
                <TextField label={`Branch ${i + 1} e-mail`} required type="email" {...bind(`branches.${i}.email`)} />
              </div>
              <fieldset className="group" data-field={`branches.${i}.licence`}>
                <legend>Branch {i + 1}&apos;s own licence (only if it holds one apart from the head office)</legend>
                <div className="grid">
                  <TextField label={`Branch ${i + 1} licence number`} {...bind(`branches.${i}.licence.number`)} />
                  <SelectField label={`Branch ${i + 1} licence issued by`} options={AUTHORITY_OPTIONS} {...bind(`branches.${i}.licence.authority`)} />
                  <TextField label={`Branch ${i + 1} licence valid until`} type="date" {...bind(`branches.${i}.licence.validUntil`)} />
                  <TextField
                    label={`Branch ${i + 1} licence checked on`}
                    type="date"
                    hint="The day the team checked it"
                    {...bind(`branches.${i}.licence.checkedOn`)}
                  />
                  <SelectField label={`Branch ${i + 1} licence: how it was checked`} options={METHOD_OPTIONS} {...bind(`branches.${i}.licence.method`)} />
                  <TextField
                    label={`Branch ${i + 1} licence source link`}
                    type="url"
                    hint="The register page or notice, where there is one (https://)"
                    {...bind(`branches.${i}.licence.sourceUrl`)}
                  />
                </div>
              </fieldset>
              <Button
                type="button"
                $variant="ghost"
                onClick={() =>
                  set(
                    'branches',
                    branches.filter((__, j) => j !== i),
                  )
                }
              >
                Remove branch {i + 1}
              </Button>
            </BranchCard>
          ))}
        </BranchList>
        <Button type="button" $variant="secondary" onClick={() => set('branches', [...branches, { ...emptyBranch }])}>
          Add branch
        </Button>
      </fieldset>
      {errors.branches ? <FieldError>{errors.branches}</FieldError> : null}
    </FieldWrap>
  );
}

export default function ConsultancyEditorPage() {
  const routeId = useRouteId(ADMIN_RESOURCES.consultancies.routes.edit);
  return (
    <>
      <consultancyEditor.EditorPage
        extraActions={(_v, savedId) =>
          savedId ? (
            <a href={paths.consultancy(savedId)} target="_blank" rel="noreferrer">
              View on the site
            </a>
          ) : null
        }
      >
        {(form) => {
          const { values, bind, errors, set } = form;
          return (
            <>
              <fieldset className="group">
                <legend>About</legend>
                <TextField label="Name" required {...bind('name')} />
                <div className="grid">
                  <TextField label="Location" required {...bind('location')} />
                  <TextField label="Established" hint="A year, or N/A" inputMode="numeric" {...bind('established')} />
                  <TextField
                    label="Rating"
                    required
                    inputMode="decimal"
                    hint="0 to 5; shown only on a sample record, labelled as invented (a real record shows the mean of its approved reviews)"
                    {...bind('rating')}
                  />
                </div>
              </fieldset>
              <fieldset className="group">
                <legend>Contact</legend>
                <div className="grid">
                  <TextField label="Phone" required {...bind('phone')} />
                  <TextField label="E-mail" required type="email" {...bind('email')} />
                </div>
                <TextField label="Website" type="url" hint="Starts with https://" {...bind('website')} />
                <div className="grid">
                  <TextField label="Facebook page" type="url" {...bind('socialMedia.facebook')} />
                  <TextField label="Instagram page" type="url" {...bind('socialMedia.instagram')} />
                </div>
              </fieldset>
              <fieldset className="group">
                <legend>Track record</legend>
                <div className="grid">
                  <TextField label="Students helped" required hint="For example 5000+" {...bind('studentsHelped')} />
                  <TextField label="Experience" required hint="For example 17+ years" {...bind('experience')} />
                  <TextField label="Success rate" required hint="A percentage such as 95%" {...bind('successRate')} />
                </div>
              </fieldset>
              <fieldset className="group">
                <legend>Images</legend>
                <ImageField label="Logo" kind="logo" {...bind('logo')} />
                <ImageField label="Cover image" kind="cover" {...bind('coverImage')} />
              </fieldset>
              <TextListField
                label="Specializations (destination countries)"
                itemLabel="Destination"
                name="specializations"
                values={values.specializations}
                onChange={(v) => set('specializations', v)}
                errors={errors}
                error={errors.specializations}
              />
              <TextListField
                label="Services"
                itemLabel="Service"
                name="services"
                values={values.services}
                onChange={(v) => set('services', v)}
                errors={errors}
                error={errors.services}
              />
              <ChoiceListField
                label="Test preparation"
                name="testPreparation"
                choices={EXAM_NAMES}
                value={values.testPreparation}
                onChange={(v) => set('testPreparation', v)}
                error={errors.testPreparation}
              />
              <TextListField
                label="Districts covered"
                itemLabel="District"
                name="districtsCovered"
                values={values.districtsCovered}
                onChange={(v) => set('districtsCovered', v)}
                errors={errors}
                error={errors.districtsCovered}
              />
              <TextListField
                label="Highlights"
                itemLabel="Highlight"
                name="highlights"
                values={values.highlights}
                onChange={(v) => set('highlights', v)}
                errors={errors}
                error={errors.highlights}
              />
              <BranchesField {...form} />
              <TextField label="Mission" multiline rows={3} {...bind('mission')} />
              <TextField label="Vision" multiline rows={3} {...bind('vision')} />
            </>
          );
        }}
      </consultancyEditor.EditorPage>
      {routeId ? <LicenceSection consultancyId={routeId} /> : null}
    </>
  );
}
