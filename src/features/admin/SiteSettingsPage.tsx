import { settingsApi } from '../../api/facts';
import { ROUTES } from '../../config/routes';
import { siteSettingsInputSchema, SOCIAL_NETWORKS, type SiteSettings, type SiteSettingsInput } from '../../domain/settings';
import { defineEditor } from './editorKit';
import { TextField } from '../../ui/fields';

export type SettingsFormValues = SiteSettingsInput;

const emptySettings: SettingsFormValues = {
  phone: '',
  email: '',
  address: '',
  social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, ''])) as SiteSettingsInput['social'],
};

/**
 * The one settings record, through the same form statechart as the entity editors. Its "id" is fixed, and
 * well formed as the statechart reads ids: any other (such as "site") would show the not-found screen.
 */
const SETTINGS_ID = '1';
const withId = (s: SiteSettings) => ({ ...s, id: Number(SETTINGS_ID) });
const toValues = ({ phone, email, address, social }: SiteSettings & { id: number }): SettingsFormValues => ({ phone, email, address, social: { ...social } });

export const settingsEditor = defineEditor({
  resource: {
    get: (_id, signal) => settingsApi.get(signal).then(withId),
    create: (input, signal) => settingsApi.update(input, signal).then(withId),
    update: (_id, input, signal) => settingsApi.update(input, signal).then(withId),
  },
  schema: siteSettingsInputSchema,
  empty: emptySettings,
  toValues,
  toInput: (v) => v,
  routes: { list: ROUTES.adminDashboard, editHref: () => ROUTES.adminSettings },
  singletonId: SETTINGS_ID,
  history: {
    load: (_id, signal) => settingsApi.history(signal),
    restore: (_id, changeId) => settingsApi.restore(changeId),
    labels: { phone: 'Phone', email: 'E-mail', address: 'Address', social: 'Social links' },
  },
  noun: 'site settings',
  dataPage: 'admin-settings',
  nameOf: () => 'contact details',
});

export default function SiteSettingsPage() {
  return (
    <settingsEditor.EditorPage>
      {({ bind }) => (
        <>
          <p>The header, footer and contact page show these. Leave the phone or e-mail empty until you have a real one: pages then say it is coming soon.</p>
          <div className="grid">
            <TextField label="Phone" hint="A Nepali mobile (98XXXXXXXX) or landline (01-4XXXXXX)." {...bind('phone')} />
            <TextField label="E-mail" type="email" {...bind('email')} />
          </div>
          <TextField label="Address" required {...bind('address')} />
          <fieldset className="group">
            <legend>Social links</legend>
            <p>An empty link keeps the icon's placeholder.</p>
            <div className="grid">
              {SOCIAL_NETWORKS.map((n) => (
                <TextField key={n} label={n} type="url" hint="Starts with https://" {...bind(`social.${n}`)} />
              ))}
            </div>
          </fieldset>
        </>
      )}
    </settingsEditor.EditorPage>
  );
}
