import { useContext, useEffect, useState } from 'react';
import { DEFAULT_SITE_SETTINGS } from '../../data/site-settings';
import type { SiteSettingsInput } from '../../domain/settings';
import { FirstDataContext } from '../../ui/serverPage';
import type { FirstDataRequest } from '../firstData';

/** The site settings as a first-data read: the server reads them for every page it renders. */
export const siteSettingsRequest = {
  key: 'site-settings',
  // The API client loads only when the settings are not in the page already.
  load: (signal: AbortSignal): Promise<SiteSettingsInput> => import('../../api/facts').then(({ settingsApi }) => settingsApi.get(signal)),
} satisfies FirstDataRequest;

/**
 * The organisation's contact details: those the server rendered the page with, else the defaults at
 * once and then the admins' settings from the API.
 */
export function useSiteSettings(): SiteSettingsInput {
  const first = useContext(FirstDataContext)?.get(siteSettingsRequest.key);
  const fromServer = first?.status === 'success' ? (first.data as SiteSettingsInput) : null;
  const [settings, setSettings] = useState<SiteSettingsInput>(fromServer ?? DEFAULT_SITE_SETTINGS);
  const rendered = first !== undefined;
  useEffect(() => {
    if (rendered) return;
    const controller = new AbortController();
    siteSettingsRequest.load(controller.signal).then(setSettings, () => {
      // Unreachable API: the defaults stay.
    });
    return () => controller.abort();
  }, [rendered]);
  return settings;
}

/** A phone number as a tel: address (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
