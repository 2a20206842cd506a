import { useContext, useEffect, useState } from 'react';
import { DEFAULT_SITE_SETTINGS } from '../../data/site-settings';
import type { SiteSettingsInput } from '../../domain/settings';
import type { FirstRead } from '../../domain/publicQueries';
import { FirstDataContext } from '../../ui/serverPage';

/** The site settings as a first read: the server reads them for every public page it renders. */
export const siteSettingsRead = { key: 'site-settings', read: (q, signal) => q.siteSettings(signal) } satisfies FirstRead;

/**
 * The organisation's contact details: those the server rendered the page with, else the defaults at
 * once and then the admins' settings from the API.
 */
export function useSiteSettings(): SiteSettingsInput {
  const first = useContext(FirstDataContext)?.get(siteSettingsRead.key);
  const fromServer = first?.status === 'success' ? (first.data as SiteSettingsInput) : null;
  const [settings, setSettings] = useState<SiteSettingsInput>(fromServer ?? DEFAULT_SITE_SETTINGS);
  const rendered = first !== undefined;
  useEffect(() => {
    if (rendered) return;
    const controller = new AbortController();
    // The API client loads only when the settings are not in the page already.
    import('../../api/publicQueries')
      .then(({ clientQueries }) => siteSettingsRead.read(clientQueries, controller.signal))
      .then(setSettings, () => {
        // Unreachable API: the defaults stay.
      });
    return () => controller.abort();
  }, [rendered]);
  return settings;
}

/** A phone number as a tel: address (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
