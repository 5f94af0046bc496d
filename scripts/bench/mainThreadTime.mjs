// The renderer's main thread in a Chromium trace, split into what a page's start costs: parsing
// and compiling (HTML, CSS, JavaScript), executing JavaScript, and rendering (style, layout,
// paint). Each event counts its own time only, without the events nested in it, so nothing is
// counted twice; what falls in none of the three (the event loop's own work) is `other`.

/** Trace event names by part; the names are Chromium's (devtools.timeline and v8 categories). */
const parts = {
  parse: [
    'ParseHTML',
    'ParseAuthorStyleSheet',
    'v8.compile',
    'v8.compileModule',
    'V8.CompileCode',
    'CompileScript',
    'CompileCode',
    'v8.produceModuleCache',
    'v8.produceCache',
  ],
  execution: [
    'EvaluateScript',
    'v8.evaluateModule',
    'v8.run',
    'v8.callFunction',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.GC_SCAVENGER',
    'MinorGC',
    'MajorGC',
    'XHRReadyStateChange',
    'XHRLoad',
  ],
  rendering: [
    'UpdateLayoutTree',
    'RecalculateStyles',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'Commit',
    'HitTest',
    'IntersectionObserverController::computeIntersections',
  ],
};

/** @type {Map<string, string>} event name → part */
const partOf = new Map(
  Object.entries(parts).flatMap(([part, names]) => names.map((name) => [name, part])),
);

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: { name?: string } }} TraceEvent
 */

/**
 * @param {Buffer} trace what `browser.stopTracing()` answers
 * @returns {Record<string, number>} ms per part, and `total` (every task on the main thread)
 */
export function mainThreadTime(trace) {
  const { traceEvents } = /** @type {{ traceEvents: TraceEvent[] }} */ (
    JSON.parse(trace.toString('utf8'))
  );
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  /** @type {Map<string, TraceEvent[]>} */
  const byThread = new Map();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !mainThreads.has(thread) || !event.dur) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  /** @type {Record<string, number>} µs */
  const totals = { parse: 0, execution: 0, rendering: 0, other: 0, total: 0 };
  for (const events of byThread.values()) {
    events.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    /** @type {{ end: number, part: string }[]} the events open at this point, outermost first */
    const open = [];
    let last = 0;
    // Each instant belongs to the innermost event open then; its part is the nearest known one.
    const spend = (/** @type {number} */ until) => {
      const innermost = open.at(-1);
      if (innermost && until > last)
        totals[innermost.part] = (totals[innermost.part] ?? 0) + until - last;
      last = Math.max(last, until);
    };
    for (const event of events) {
      while (open.length > 0 && /** @type {{ end: number }} */ (open.at(-1)).end <= event.ts) {
        spend(/** @type {{ end: number }} */ (open.at(-1)).end);
        open.pop();
      }
      spend(event.ts);
      if (open.length === 0) totals.total = (totals.total ?? 0) + (event.dur ?? 0);
      const part = partOf.get(event.name) ?? open.at(-1)?.part ?? 'other';
      open.push({ end: event.ts + (event.dur ?? 0), part });
    }
    while (open.length > 0) {
      spend(/** @type {{ end: number }} */ (open.at(-1)).end);
      open.pop();
    }
  }
  return Object.fromEntries(Object.entries(totals).map(([part, us]) => [part, us / 1000]));
}
