// The summary `trace-filter` prints: for each traced keystroke, from the key's arrival in the browser, when
// the input went to the server, when its board came back to the worker and to the page, and every task of
// the page's main thread over a millisecond (a frame with its phases) until the frame that shows the
// narrowed board is presented; then the medians of those stages over all keystrokes.
"use strict";

module.exports = function summarize(events, perRound) {
  const threads = {};
  for (const event of events) if (event.ph === "M" && event.name === "thread_name") threads[event.pid + ":" + event.tid] = event.args.name;
  const sent = events.find((event) => event.name === "filter-sent" || event.name === "filter-key");
  const onMain = (event) => event.pid === sent.pid && event.tid === sent.tid;
  const thread = (event) => threads[event.pid + ":" + event.tid] || "";
  const sorted = events.filter((event) => event.ts > 0).sort((a, b) => a.ts - b.ts);
  const keys = sorted.filter((event) => event.name === "InputLatency::KeyDown" && event.ph === "b");
  const phases = ["UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit"];
  const stages = {};
  const note = (name, value) => (stages[name] = stages[name] || []).push(value);
  keys.forEach((key, index) => {
    const start = key.ts, limit = index + 1 < keys.length ? keys[index + 1].ts : Infinity;
    const within = sorted.filter((event) => event.ts >= start && event.ts < limit);
    const at = (event) => ((event.ts - start) / 1000).toFixed(1).padStart(6);
    const ms = (event) => ((event.dur || 0) / 1000).toFixed(1);
    const lines = [];
    const request = within.find((event) => event.name === "ResourceSendRequest" && /\/inputs$/.test(event.args.data.url));
    const back = request && within.find((event) => event.ts > request.ts && event.name === "ResourceReceivedData" && /SharedWorker|DedicatedWorker/.test(thread(event)));
    const drawn = within.find((event) => event.ph === "e" && (event.name === "filter-redraw" || event.name === "filter-drawn"));
    const answered = within.find((event) => event.ph === "e" && event.name === "filter-answered");
    const local = within.find((event) => event.name === "filter-narrowed");
    if (request) lines.push(`${at(request)}        the input POSTed to the server`);
    if (back) lines.push(`${at(back)}        its board on the stream, in the worker`);
    if (local) lines.push(`${at(local)}        the rows narrowed in the page`);
    if (answered) lines.push(`${at(answered)}        the server's board in the page`);
    if (drawn) lines.push(`${at(drawn)}        the server's board drawn`);
    let presented = null;
    for (const event of within) {
      if (!onMain(event) || event.ph !== "X" || event.dur < 1000 || !/^(ThreadControllerImpl::RunTask)$/.test(event.name)) continue;
      const inside = within.filter((child) => onMain(child) && child.ph === "X" && child.ts >= event.ts && child.ts + child.dur <= event.ts + event.dur);
      const frame = inside.find((child) => child.name === "ProxyMain::BeginMainFrame");
      const what = frame ? "frame: " + phases.map((phase) => {
        const total = inside.filter((child) => child.name === phase).reduce((sum, child) => sum + child.dur, 0);
        return total >= 100 ? `${phase} ${(total / 1000).toFixed(1)}` : null;
      }).filter(Boolean).join(", ")
        : inside.some((child) => child.name === "EventDispatch") ? "the key's events: " + [...new Set(inside.filter((child) => child.name === "EventDispatch").map((child) => child.args.data.type))].join(" ")
        : inside.some((child) => child.name === "MessagePort::Accept") ? "a message from the worker (the board, drawn)"
        : inside.some((child) => /GC/.test(child.name)) ? "garbage collection"
        : inside.filter((child) => child !== event && child.dur >= 100).slice(1, 3).map((child) => child.name).join(" > ") || "(other)";
      lines.push(`${at(event)} ${ms(event).padStart(6)} ${what}`);
      if (frame && drawn && event.ts > drawn.ts && !presented) {
        presented = event;
        note("keystroke to the narrowed board's frame done (server's board)", (event.ts + event.dur - start) / 1000);
        lines.push(`${at({ ts: event.ts + event.dur })}        the frame showing the server's board done`);
      }
      // The page narrows in a frame's animation callback: that frame, or the first after the mark, shows it.
      if (frame && local && event.ts + event.dur > local.ts && !stages.localDone?.includes(index)) {
        (stages.localDone = stages.localDone || []).push(index);
        // The narrowing frame's own work, phase by phase, and how long after the key it began.
        note("the narrowing frame began after the key", (event.ts - start) / 1000);
        note("the narrowing frame", event.dur / 1000);
        const script = inside.filter((child) => child.name === "FireAnimationFrame").reduce((sum, child) => sum + child.dur, 0);
        note("  its script (animation callbacks)", script / 1000);
        for (const phase of phases) note("  its " + phase, inside.filter((child) => child.name === phase).reduce((sum, child) => sum + child.dur, 0) / 1000);
        note("keystroke to the narrowed rows' frame done (page's narrowing)", (event.ts + event.dur - start) / 1000);
        lines.push(`${at({ ts: event.ts + event.dur })}        the frame showing the rows narrowed done`);
      }
    }
    if (request && back) note("the input's way to the server and its board back to the worker", (back.ts - request.ts) / 1000);
    if (back && answered) note("the board from the worker to the page's script", (answered.ts - back.ts) / 1000);
    const round = Math.floor(index / perRound), key_ = index % perRound;
    console.log(`\nround ${round + 1}, key ${key_ + 1} (ms from the key's arrival in the browser):`);
    for (const line of lines.sort((a, b) => Number(a.slice(0, 6)) - Number(b.slice(0, 6)))) console.log("  " + line);
  });
  delete stages.localDone;
  console.log("\nmedians over the keystrokes:");
  for (const [name, values] of Object.entries(stages)) {
    const sorted_ = values.sort((a, b) => a - b);
    console.log(`  ${name}: ${sorted_[Math.floor(sorted_.length / 2)].toFixed(1)} ms (${values.length} keys)`);
  }
};
