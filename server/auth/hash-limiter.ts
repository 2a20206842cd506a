import { HttpError } from '../http';

/** Password hashes computed at once in this process, and how many more may wait for a turn. */
export const PASSWORD_HASHING = { concurrency: 2, queue: 8 } as const;

export const HASHING_BUSY_MESSAGE = 'The server is busy checking other sign-ins. Please try again in a moment.';

/**
 * Runs costly work (scrypt: about 0.4 s of one core and 128 MiB each at the production cost) at most
 * `concurrency` at a time, with a short first-come queue; past the queue the work is refused at once
 * with a 503 and a Retry-After estimated from how long recent runs took. A flood of sign-ins then costs
 * at most `concurrency` cores (and leaves libuv's other threads to files and compression), and public
 * pages keep answering.
 */
export class HashLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** A moving average of how long one run takes, for Retry-After. */
  private averageMs = 400;

  constructor(
    readonly concurrency: number = PASSWORD_HASHING.concurrency,
    readonly queue: number = PASSWORD_HASHING.queue,
    /** The 503's message: what the server is busy with. */
    readonly busyMessage: string = HASHING_BUSY_MESSAGE,
  ) {}

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  /** Seconds until a place is likely free: the work ahead divided among the slots. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((this.running + this.waiting.length) * this.averageMs) / this.concurrency / 1000));
  }

  get full() {
    return this.running >= this.concurrency && this.waiting.length >= this.queue;
  }

  /** The 503 at once when every slot and every place in the queue is taken (before any other work). */
  refuseIfFull() {
    if (this.full) throw new HttpError(503, 'UNAVAILABLE', this.busyMessage, undefined, { 'Retry-After': String(this.retryAfterSeconds()) });
  }

  /** Throws the 503 (before `work` starts) when every slot and every place in the queue is taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      this.refuseIfFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line (running stays the same), else it frees.
      if (next) next();
      else this.running--;
    }
  }
}

/** The one limiter of this process: every app built in it shares the same cores. */
export const passwordHashing = new HashLimiter();
