import path from 'node:path';
import { chromium } from 'playwright-core';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { runLighthouse } from './lighthouse';
import { serveCheckout } from './lib/appServer';
import { chromeFlags, chromiumPath } from './lib/chromium';
import { loginAndReadStorage } from './lib/session';

// Where Lighthouse's simulated LCP goes: one Lighthouse run of a screen (as bench/lighthouse.ts runs it: mobile
// defaults, fresh profile, the session stored), then the simulation its LCP was computed from, node by node, read
// from Lighthouse's own simulator (`Simulator.allNodeTimings`, kept for every simulation of the run): each file and
// call with its simulated start and end on the throttled link (150 ms RTT, 1.6 Mbps, six connections on HTTP/1.1),
// and the main thread's tasks (observed time x4) that some of them wait for. The last node is the LCP. What the
// observed trace hides shows here: which file ends last, which task a request waits for, what queues for a connection.
//
//   npx tsx bench/lanternGraph.ts <checkout> [route, default home] [runs, default 1]
//   ALL=1 lists the main thread's tasks of 20 ms or less too

const dir = path.resolve(process.argv[2] ?? '.');
const route = process.argv[3] ?? '/#/pages/index/index';
const runs = Number(process.argv[4] ?? 1);
const SIMULATIONS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'];

interface NodeTiming {
  startTime: number;
  endTime: number;
}
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
}

const server = await serveCheckout(dir, path.join('/tmp/scm-lantern-graph', path.basename(dir), 'pg'));
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags });
  const stored = await loginAndReadStorage(browser, server.base).finally(() => browser.close());
  for (let r = 0; r < runs; r++) {
    const run = await runLighthouse(server.base, { name: `lantern-graph-${r}`, path: route, loggedIn: true }, stored, r);
    console.log(`run ${r + 1}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, FCP ${Math.round(run.fcp)} ms, TBT ${Math.round(run.tbt)} ms`);
    const all = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Map<GraphNode, NodeTiming>> } } }).Simulation.Simulator.allNodeTimings;
    for (const label of SIMULATIONS) {
      const rows = [...(all.get(label) ?? new Map<GraphNode, NodeTiming>())].sort((a, b) => a[1].startTime - b[1].startTime);
      let cpu = 0;
      console.log(`  ${label}: ${rows.length} nodes, ends at ${Math.round(Math.max(0, ...rows.map(([, t]) => t.endTime)))} ms`);
      for (const [node, t] of rows) {
        const span = `${String(Math.round(t.startTime)).padStart(5)}-${String(Math.round(t.endTime)).padStart(5)}`;
        if (node.type === 'cpu') {
          cpu += t.endTime - t.startTime;
          if (process.env.ALL || t.endTime - t.startTime > 20) console.log(`    task ${span}`);
        } else {
          console.log(`    file ${span} ${String(node.request!.transferSize).padStart(7)} B ${node.request!.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)}`);
        }
      }
      console.log(`    main thread: ${Math.round(cpu)} ms in all`);
    }
  }
} finally {
  await server.stop();
}
