import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailTransport } from '../../lib/mail-transport';
import { claimDueEmails, markFailed, markSent } from './repository';

/** Attempts before a message is given up (status 'failed', visible to the operator). */
const MAX_ATTEMPTS = 8;
const BATCH = 10;

/** 30 s, 1 min, 2 min, … capped at an hour: a mail server that is down gets time to recover. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export interface OutboxWorker {
  /** Sends everything due now; resolves with how many were sent. Safe to call concurrently. */
  drain(): Promise<number>;
  /** Ask for a drain soon (after a transaction that enqueued mail has committed). */
  kick(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  leaseSeconds: number;
}): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let stopped = false;
  // A kick waiting for the drain under way. Writes kick after their commit, so one drain that
  // starts after all of them sees every row they enqueued: a burst of kicks is one drain, not
  // one claim query per write.
  let kickPending = false;

  async function sendBatch(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueEmails(deps.db, BATCH, deps.leaseSeconds);
      for (const message of batch) {
        try {
          await deps.transport.send({ to: message.recipient, subject: message.subject, text: message.text, html: message.html });
          await markSent(deps.db, message.id);
          sent += 1;
        } catch (error) {
          // The reason, never the recipient: addresses are personal data.
          const reason = error instanceof Error ? error.message.slice(0, 300) : 'send failed';
          const retry = message.attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(message.attempts);
          deps.log.warn({ outboxId: message.id, attempts: message.attempts }, 'e-mail not sent, will retry');
          await markFailed(deps.db, message.id, reason, retry);
        }
      }
      if (batch.length < BATCH || stopped) return sent;
    }
  }

  const drain = () => {
    // One drain at a time per process; a second caller waits for it and then drains again.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => sendBatch());
    running = next;
    next
      .finally(() => {
        if (running === next) running = null;
      })
      .catch(() => undefined);
    return next;
  };

  const safeDrain = () =>
    drain().catch((error: unknown) => deps.log.warn({ err: error }, 'outbox drain failed; will retry'));

  return {
    drain,
    kick: () => {
      if (stopped || kickPending) return;
      kickPending = true;
      setImmediate(() => {
        void (running ?? Promise.resolve(0))
          .catch(() => 0)
          .then(() => {
            kickPending = false;
            return stopped ? 0 : safeDrain();
          });
      });
    },
    start(intervalMs) {
      timer = setInterval(() => void safeDrain(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
