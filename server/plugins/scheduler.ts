import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A periodic job: what it does, how often, and what its failure is logged as. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** Given the app's logger (for what it has to say when it succeeds). */
  run: (log: FastifyBaseLogger) => Promise<unknown>;
  /** Also run once as the app starts. */
  runAtStart?: boolean;
}

/**
 * The app's one scheduler: each job runs every `everyMs` on a timer that never keeps the process
 * alive on its own; a failure is logged (the next run tries again); every timer stops when the app
 * closes. Tests call the jobs' functions directly.
 */
export function schedule(app: FastifyInstance, jobs: readonly ScheduledJob[]) {
  const timers = jobs.map((job) => {
    const run = () => void job.run(app.log).catch((err: unknown) => app.log.error({ err }, `${job.name} failed`));
    if (job.runAtStart) run();
    const timer = setInterval(run, job.everyMs);
    timer.unref();
    return timer;
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
