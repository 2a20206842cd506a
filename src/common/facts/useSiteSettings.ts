import { useEffect, useState, type RefObject } from 'react';
import { DEFAULT_SITE_SETTINGS } from '../../data/site-settings';
import type { SiteSettingsInput } from '../../domain/settings';

/**
 * The organisation's contact details: the defaults at once, then the admins' settings from the API,
 * asked for once `wanted` (the footer asks only when it comes near the screen).
 */
export function useSiteSettings(wanted = true): SiteSettingsInput {
  const [settings, setSettings] = useState<SiteSettingsInput>(DEFAULT_SITE_SETTINGS);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    // The API client loads here, after the first paint: the footer is on every page's first load.
    import('../../api/facts')
      .then(({ settingsApi }) => settingsApi.get(controller.signal))
      .then(setSettings, () => {
        // Unreachable API: the defaults stay.
      });
    return () => controller.abort();
  }, [wanted]);
  return settings;
}

/**
 * Whether an element has come near the screen (within a screen's height of it); true at once where
 * IntersectionObserver is missing. Once true it stays true.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** A phone number as a tel: address (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
