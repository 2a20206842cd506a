import { useEffect, useState } from 'react';
import { settingsApi } from '../../api/facts';
import { DEFAULT_SITE_SETTINGS } from '../../data/site-settings';
import type { SiteSettingsInput } from '../../domain/settings';

/** The organisation's contact details: the defaults at once, then the admins' settings from the API. */
export function useSiteSettings(): SiteSettingsInput {
  const [settings, setSettings] = useState<SiteSettingsInput>(DEFAULT_SITE_SETTINGS);
  useEffect(() => {
    const controller = new AbortController();
    settingsApi.get(controller.signal).then(setSettings, () => {
      // Unreachable API: the defaults stay.
    });
    return () => controller.abort();
  }, []);
  return settings;
}

/** A phone number as a tel: address (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
