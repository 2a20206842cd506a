/** The production server on 127.0.0.1 (serve-prod.mjs). */
export function startProductionServer(port: number): Promise<{ url: string; stop: () => void }>;
