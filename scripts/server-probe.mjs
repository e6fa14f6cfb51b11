// Loaded into a server the bench starts (`NODE_OPTIONS=--import <this file>`, with PERCH_PROBE_FILE
// set): what the server's own thread saw while it was under load, to tell a request's time spent
// working from its time spent waiting. The server's code does not know about it; developer tooling only.
// On SIGUSR2 it writes what it measured since the last SIGUSR2 to PERCH_PROBE_FILE (as JSON, the
// file renamed into place whole) and starts again:
//  - the event loop's delay (perf_hooks.monitorEventLoopDelay, 5 ms resolution): how late a timer
//    fired, so how long a request that arrived then waited for the thread;
//  - the event loop's utilisation (performance.eventLoopUtilization): 1 is a thread never idle;
//  - garbage collection: pauses, their total and the longest (a PerformanceObserver on 'gc');
//  - each request's time in the server, from its 'request' event to the answer's 'finish' (µs).
import { renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createHistogram, monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.PERCH_PROBE_FILE;
if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const served = createHistogram();
  let gc = { count: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  let utilisation = performance.eventLoopUtilization();
  let since = performance.now();

  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit;
    Server.prototype.emit = function (event, ...args) {
      if (event === 'request') {
        const start = performance.now();
        args[1]?.once?.('finish', () => served.record(Math.max(1, Math.round((performance.now() - start) * 1000))));
      }
      return emit.call(this, event, ...args);
    };
  }

  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on('SIGUSR2', () => {
    const elu = performance.eventLoopUtilization(utilisation);
    const report = {
      seconds: (performance.now() - since) / 1000,
      eventLoopDelayMs: {
        p50: ms(delay.percentile(50)),
        p95: ms(delay.percentile(95)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
      },
      eventLoopUtilisation: elu.utilization,
      gc: { ...gc, totalMs: Math.round(gc.totalMs), maxMs: Math.round(gc.maxMs * 10) / 10 },
      requests: served.count,
      servedMs: {
        p50: served.count ? served.percentile(50) / 1000 : null,
        p95: served.count ? served.percentile(95) / 1000 : null,
        p99: served.count ? served.percentile(99) / 1000 : null,
      },
    };
    writeFileSync(`${file}.part`, JSON.stringify(report));
    renameSync(`${file}.part`, file);
    delay.reset();
    served.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0 };
    utilisation = performance.eventLoopUtilization();
    since = performance.now();
  });
}
