import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { todayIn } from '@safari/contracts/calendar';
import { ledgerDeps } from '../modules/payments/bank-account';
import { sweepPaymentReminders, type ReminderDeps } from '../modules/payments/reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the balance reminders and overdue notices due now (tests call it with their own clock). */
    sweepPaymentReminders(today?: () => string): Promise<{ reminders: number; overdue: number }>;
  }
}

/**
 * Every process sweeps at start and then every PAYMENT_REMINDER_SWEEP_MINUTES; the claims make
 * each e-mail go once however many processes run. Tests sweep by hand.
 */
export const paymentRemindersPlugin = fp(async (app: FastifyInstance) => {
  const deps = (today: () => string): ReminderDeps => ({
    db: app.database.db,
    ...ledgerDeps(app.config),
    operatorEmail: app.config.OPERATOR_EMAIL,
    reminderDays: app.config.PAYMENT_REMINDER_DAYS,
    today,
  });
  const operatorToday = () => todayIn(app.config.OPERATOR_TIME_ZONE);
  const sweep = async (today: () => string = operatorToday) => {
    const sent = await sweepPaymentReminders(deps(today));
    if (sent.reminders + sent.overdue > 0) app.outbox.kick();
    return sent;
  };
  app.decorate('sweepPaymentReminders', sweep);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = sweep().catch((error: unknown) => app.log.error({ err: error }, 'payment reminder sweep failed'));
  };
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV === 'test') return;
    tick();
    timer = setInterval(tick, app.config.PAYMENT_REMINDER_SWEEP_MINUTES * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});
