/**
 * A worker thread that asks `GET /api/health` of the app every `everyMs` milliseconds over its
 * own keep-alive connection, until it is sent 'stop'; it then posts back every sample
 * `{ at, ms, status }` (`at`: milliseconds since it started). Being a thread of its own, its
 * timers keep time while the app's thread is busy, so a stall of the app is seen whole.
 * workerData: `{ port, everyMs }`.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, everyMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const samples = [];
const started = performance.now();
let stopping = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stopping = true;
});

function askHealth() {
  return new Promise((resolve) => {
    const sent = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ at: sent - started, ms: performance.now() - sent, status: response.statusCode }),
      );
    });
    request.on('error', () => resolve({ at: sent - started, ms: performance.now() - sent, status: 0 }));
  });
}

while (!stopping) {
  const sent = performance.now();
  samples.push(await askHealth());
  const wait = everyMs - (performance.now() - sent);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
agent.destroy();
parentPort.postMessage(samples);
