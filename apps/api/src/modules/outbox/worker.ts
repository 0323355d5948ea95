import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailTransport } from '../../lib/mail-transport';
import { claimDueEmails, markFailed, markSent } from './repository';

/** Attempts before a message is given up (status 'failed', visible to the operator). */
const MAX_ATTEMPTS = 8;
const BATCH = 10;
/** How long a sent message may wait to be marked sent with the rest of its batch. */
const MARK_WITHIN_MS = 1000;

/** 30 s, 1 min, 2 min, … capped at an hour: a mail server that is down gets time to recover. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export interface OutboxWorker {
  /**
   * Sends everything due now; resolves with how many the drain sent. Safe to call concurrently:
   * a call during a drain joins it (and makes it look once more), it never starts a second one.
   */
  drain(): Promise<number>;
  /** Ask for a drain soon (after a transaction that enqueued mail has committed). */
  kick(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(deps: { db: Db; transport: MailTransport; log: FastifyBaseLogger; leaseSeconds: number }): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // At most one drain per process. A kick, a poll or a drain() that arrives while it runs only
  // sets `again`: the drain claims once more before it ends, so it sees every row committed
  // before that call. Any number of writes in flight cost one drain, not one claim query each.
  let running: Promise<number> | null = null;
  let again = false;
  let kickQueued = false;

  async function sendBatch(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueEmails(deps.db, BATCH, deps.leaseSeconds);
      // Sent messages are marked together, one UPDATE per batch rather than one per message,
      // yet never later than MARK_WITHIN_MS after the first of them was sent: a process that
      // dies sends again (after the lease) only what it sent in that last moment.
      let unmarked: number[] = [];
      let firstUnmarkedAt = 0;
      const mark = async () => {
        const ids = unmarked;
        unmarked = [];
        await markSent(deps.db, ids);
      };
      for (const message of batch) {
        try {
          await deps.transport.send({
            to: message.recipient,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: message.attachments ?? [],
          });
          if (unmarked.length === 0) firstUnmarkedAt = Date.now();
          unmarked.push(message.id);
          sent += 1;
        } catch (error) {
          // The reason, never the recipient: addresses are personal data.
          const reason = error instanceof Error ? error.message.slice(0, 300) : 'send failed';
          const retry = message.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(message.attempts);
          deps.log.warn({ outboxId: message.id, attempts: message.attempts }, 'e-mail not sent, will retry');
          await markFailed(deps.db, message.id, reason, retry);
        }
        if (unmarked.length > 0 && Date.now() - firstUnmarkedAt >= MARK_WITHIN_MS) await mark();
      }
      await mark();
      if (batch.length < BATCH || stopped) return sent;
    }
  }

  async function drainLoop(): Promise<number> {
    let sent = 0;
    try {
      do {
        again = false;
        sent += await sendBatch();
      } while (again && !stopped);
      return sent;
    } finally {
      running = null;
    }
  }

  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop();
    return running;
  };

  const safeDrain = () => {
    if (stopped) return;
    drain().catch((error: unknown) => deps.log.warn({ err: error }, 'outbox drain failed; will retry'));
  };

  return {
    drain,
    kick: () => {
      // After the reply is on its way: a burst of kicks in one turn of the event loop is one call.
      if (stopped || kickQueued) return;
      kickQueued = true;
      setImmediate(() => {
        kickQueued = false;
        safeDrain();
      });
    },
    start(intervalMs) {
      timer = setInterval(safeDrain, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
