/** A branch's address as the city rule reads it (no schema here: the lists' plain rule imports it without zod). */
interface BranchPlace {
  city?: string;
  location: string;
}

/** A branch's city or district: as given, else the last part of its address ("Lakeside, Pokhara": Pokhara). */
export function branchCity(b: BranchPlace): string {
  const given = b.city?.trim();
  if (given) return given;
  const parts = b.location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts[parts.length - 1] ?? b.location.trim();
}

/** The cities and districts of a consultancy's branches, each once, in their order. */
export const branchCities = (c: { branches?: readonly BranchPlace[] }): string[] => [...new Set((c.branches ?? []).map(branchCity))];
