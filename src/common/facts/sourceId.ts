import type { Sourced } from '../../data/facts';

/** What makes two facts' source notes the same note: month, source and the last check. */
export const sourceId = (s: Sourced) =>
  [s.asOf, s.source, s.sourceName, s.lastChecked ?? '', s.notChecked?.triedOn ?? '', s.notChecked?.reason ?? ''].join('|');
