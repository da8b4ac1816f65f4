/**
 * The payment sandbox's memory under abuse (ADR 0019): 30,000 orders, each sent 25 Fail attempts
 * (750,000 calls, more than the emulator's bounds allow), printing what it holds and the heap it
 * adds after every 10,000 orders. Pass bounds to compare, e.g. `Infinity Infinity` for none.
 * Usage: node --expose-gc --import tsx bench/sandbox-memory.mts [maxOrders] [maxAttempts]
 */
import {
  EMULATOR_MAX_ATTEMPTS,
  EMULATOR_MAX_ORDERS,
  RazorpayEmulator,
} from '../server/src/modules/payments/emulator.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1_048_576;
};

const maxOrders = Number(process.argv[2] ?? EMULATOR_MAX_ORDERS);
const maxAttempts = Number(process.argv[3] ?? EMULATOR_MAX_ATTEMPTS);
const emulator = new RazorpayEmulator({ keySecret: 'k', webhookSecret: 'w', maxOrders, maxAttempts });
const base = heapMb();
let refused = 0;
for (let i = 1; i <= 30_000; i += 1) {
  const order = emulator.createOrder({ amount: 150_000, receipt: 'r', notes: { orderId: 'x'.repeat(36) } });
  for (let attempt = 0; attempt < 25; attempt += 1) {
    try {
      emulator.fail(order.id);
    } catch {
      refused += 1;
    }
  }
  if (i % 10_000 === 0) {
    const { orders, payments, refunds } = emulator.size;
    const added = (heapMb() - base).toFixed(1);
    console.log(
      `${i} orders: kept ${orders} orders, ${payments} payments, ${refunds} refunds; ${refused} refused; heap +${added} MB`,
    );
  }
}
