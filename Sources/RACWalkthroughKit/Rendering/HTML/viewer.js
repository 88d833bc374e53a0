"use strict";
// The fragment is `&`-separated parts: `stop=N`, `event=K` or `post-step=N` for the viewer, and
// whatever else the page keeps there (the playground's `code=…`), left as it is.
function viewerFragmentParts() {
  return location.hash.replace(/^#/, "").split("&").filter(function (part) { return part.length > 0; });
}

// The document's and window's listeners are added once and act on the viewer started last: the
// playground (`rac-walkthrough serve`) starts one per run, on the same elements.
const viewerListeners = { viewer: null };
document.addEventListener("keydown", function (event) {
  if (viewerListeners.viewer) viewerListeners.viewer.key(event);
});
window.addEventListener("hashchange", function () {
  if (viewerListeners.viewer) viewerListeners.viewer.fragmentChanged();
});
window.addEventListener("resize", function () {
  if (viewerListeners.viewer) viewerListeners.viewer.resized();
});

// The page's data is JSON, or, for a big trace, that JSON compressed with raw DEFLATE and written
// in base64 (HTMLViewer.embedded): the browser inflates it (DecompressionStream) before the viewer
// starts. The playground has no such element: it calls startViewer with each run's data instead.
(function loadTraceData() {
  const element = document.getElementById("trace-data");
  if (!element) return;
  if (element.dataset.encoding !== "deflate-raw base64") {
    startViewer(JSON.parse(element.textContent));
    return;
  }
  const binary = atob(element.textContent.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  new Response(inflated).text().then(function (text) {
    startViewer(JSON.parse(text));
  }).catch(function (error) {
    document.getElementById("event-line").textContent =
      "This browser could not read the page's compressed data (" + error + "); it needs DecompressionStream.";
  });
})();

// Shows `data` (HTMLViewer's JSON) in the page's viewer elements. `options.start`: the event to
// open (0-based); without it, the fragment's `#stop=N`, `#stop=N&event=K` or `#post-step=N`, else
// the first.
function startViewer(data, options) {
  options = options || {};
  // `events` are every event worth a look; `stops` group them as `step` does (HTMLViewer's
  // StepWalk), so the page's stop N is `step`'s stop N. The cursor is an event; Prev / Next move
  // by stop, the event buttons within and across stops.
  const events = data.events;
  const stops = data.stops;
  const stopOfEvent = new Array(events.length);
  stops.forEach(function (stop, index) {
    for (let i = stop.first; i <= stop.last; i += 1) stopOfEvent[i] = index;
  });
  // Each stop carries its call stack and bookkeeping as changes of the previous stop's, and its
  // owner, thread and scheduler as indices into data.strings (see HTMLViewer.Stop): rebuild them
  // once, here.
  (function rebuildStacksAndBookkeeping() {
    let stack = [];
    let bookkeeping = [];
    events.forEach(function (stop) {
      const kept = stop.stackChange[0];
      stack = stack.slice(0, kept).concat(stop.stackChange.slice(1));
      stop.stack = stack;
      const next = bookkeeping.slice(0, stop.bookkeepingChange[0]);
      for (let i = 1; i + 1 < stop.bookkeepingChange.length; i += 2) {
        next[stop.bookkeepingChange[i]] = stop.bookkeepingChange[i + 1];
      }
      bookkeeping = next;
      stop.bookkeeping = bookkeeping;
      if (stop.owner !== undefined) stop.owner = data.strings[stop.owner];
      stop.thread = data.strings[stop.thread];
      if (stop.scheduler !== undefined) stop.scheduler = data.strings[stop.scheduler];
    });
  })();
  const svgNS = "http://www.w3.org/2000/svg";
  let currentEvent = 0;

  function el(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }
  function svg(tag, attributes, text) {
    const node = document.createElementNS(svgNS, tag);
    for (const key in attributes) node.setAttribute(key, String(attributes[key]));
    if (text !== undefined) node.textContent = String(text);
    return node;
  }
  function clip(text, limit) {
    text = String(text);
    return text.length > limit ? text.slice(0, limit - 1) + "…" : text;
  }
  function seconds(time) {
    return (Math.round(time * 1e6) / 1e6).toString();
  }

  document.getElementById("title").textContent = data.meta.title
    ? data.meta.name + " — " + data.meta.title : data.meta.name;
  document.getElementById("subtitle").textContent = [data.meta.post ? "post " + data.meta.post : "",
    data.meta.events + " events, " + stops.length + " stops (as `step` counts them), "
      + events.length + " events to walk"].filter(Boolean).join(" · ");

  const codeList = document.getElementById("code");
  const codeTitle = document.getElementById("code-title");
  // The pane shows the walkthrough's code, or (with --rac-source) the file of the user's RAC
  // checkout that the current stop runs a line of: -1 is the walkthrough's code.
  let shownFile = null;
  // Where line `line` of data.code (1-based) is: its file and the file's own line; null for the
  // heading line above a file.
  function codePlace(line) {
    const files = data.codeFiles || [];
    let found = null;
    files.forEach(function (file) { if (file.start < line) found = file; });
    if (!found) return null;
    if (files.length > 1 && files.some(function (file) { return file.start === line; })) return null;
    return { file: found.name, line: line - found.start };
  }
  function placeText(line) {
    const place = codePlace(line);
    return place ? place.file + ":" + place.line : "line " + line;
  }

  function fillCode(file) {
    if (shownFile === file) return;
    shownFile = file;
    codeList.replaceChildren();
    const lines = file < 0 ? data.code : data.library[file].lines;
    codeTitle.textContent = file < 0
      ? (data.meta.file ? "Code — " + data.meta.file : "Code")
      : "RAC's source — " + data.library[file].name + " (your checkout)";
    lines.forEach(function (line, index) {
      const item = el("li");
      item.dataset.line = String(index + 1);
      // Each file of the walkthrough's code is numbered from 1, as the labels name its lines; the
      // heading line above a file has no number.
      const place = file < 0 ? codePlace(index + 1) : null;
      item.appendChild(el("span", place ? place.line : file < 0 ? "" : index + 1, "num"));
      item.appendChild(el("span", line.length ? line : " ", "text"));
      codeList.appendChild(item);
    });
    if (!lines.length) codeList.appendChild(el("li", "(no code for this trace)", "empty"));
  }
  fillCode(-1);

  const jump = document.getElementById("jump");
  jump.replaceChildren();
  jump.style.display = "";
  if (data.steps.length) {
    jump.appendChild(el("option", "★ the post's steps…"));
    // The post's numbered steps, then its prose's claims, each in the order the run reaches
    // them; a claim's entry reads as the claim, not as "prose". What the run never reaches is
    // counted, not listed.
    const reached = data.steps.map(function (step, index) { return { step: step, index: index }; })
      .filter(function (entry) { return entry.step.event; })
      .sort(function (a, b) { return a.step.event - b.step.event; });
    function group(label, entries, text) {
      if (!entries.length) return;
      const box = el("optgroup");
      box.label = label;
      entries.forEach(function (entry) {
        const option = el("option", text(entry.step));
        option.value = String(entry.index);
        box.appendChild(option);
      });
      jump.appendChild(box);
    }
    const isProse = function (entry) { return entry.step.label === "prose"; };
    group("numbered steps", reached.filter(function (entry) { return !isProse(entry); }),
      function (step) { return "★ " + step.label; });
    group("the prose's claims", reached.filter(isProse), function (step) {
      return step.en.length > 60 ? step.en.slice(0, 59) + "…" : step.en;
    });
    const unreached = data.steps.length - reached.length;
    if (unreached) {
      const note = el("option", unreached + " not reached in this run");
      note.disabled = true;
      jump.appendChild(note);
    }
    jump.onchange = function () {
      const step = data.steps[Number(jump.value)];
      if (step && step.event) show(step.event - 1);
      jump.selectedIndex = 0;
    };
  } else {
    jump.style.display = "none";
  }

  function renderCode(stop) {
    const library = stop.library || null;
    fillCode(library ? library[0] : -1);
    codeList.querySelectorAll("li.current, li.statement").forEach(function (item) {
      item.classList.remove("current");
      item.classList.remove("statement");
    });
    const note = document.getElementById("code-note");
    const current = library ? library[1] : stop.line;
    // The stop's own line, when the event runs elsewhere (a block written on another line, or the
    // statement a block returned to): marked too, and the label says which is which.
    const stopLine = stops[stopOfEvent[currentEvent]].line;
    const other = !library && current && stopLine && stopLine !== current ? stopLine : null;
    if (other) {
      const item = codeList.querySelector('li[data-line="' + other + '"]');
      if (item) item.classList.add("statement");
    }
    if (current) {
      const item = codeList.querySelector('li[data-line="' + current + '"]');
      if (item) {
        item.classList.add("current");
        // The line's offset within the pane (offsetTop counts from the page, not the pane).
        const pane = document.getElementById("code-pane");
        const offset = item.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
        pane.scrollTop = Math.max(0, offset - pane.clientHeight / 2);
      }
      note.textContent = library ? data.library[library[0]].name + ":" + current
        : other ? placeText(current) + " (this event) · " + placeText(other) + " (this stop)"
        : placeText(current);
    } else {
      note.textContent = data.code.length ? "(RAC's own code: no line of the walkthrough runs here)" : "";
    }
  }

  function renderPostStep(stop) {
    const box = document.getElementById("post-step");
    box.replaceChildren();
    box.classList.toggle("shown", stop.steps.length > 0);
    if (!stop.steps.length) {
      const next = data.steps.find(function (step) { return step.event && step.event > currentEvent + 1; });
      box.textContent = next ? "next ★ " + next.label + " at stop " + (stopOfEvent[next.event - 1] + 1) + ": " + next.en
        : data.steps.length ? "(no step of the post here)" : "(no steps for this trace)";
    }
    stop.steps.forEach(function (index) {
      const step = data.steps[index];
      const title = el("div");
      title.appendChild(el("span", "★ " + step.label, "star"));
      title.appendChild(document.createTextNode(" " + step.en));
      box.appendChild(title);
      if (step.zh) box.appendChild(el("div", step.zh, "zh"));
      if (step.postSays) box.appendChild(el("div", "the post says " + step.postSays, "claim"));
      if (step.note) box.appendChild(el("div", step.note, "claim"));
    });
  }

  // A line of the core's ends with the place in RAC 2.5's source it translates, as a comment
  // ("  // RACSignal.m:162 -bind: bindingBlock"): appended as text, the place in a span of its own.
  const racSourcePattern = /^([\s\S]*)  \/\/ ([^\s]+\.m:\d+ [^\s][\s\S]*)$/;
  function appendWithRACSource(parent, text) {
    const match = racSourcePattern.exec(text);
    parent.appendChild(document.createTextNode(match ? match[1] : text));
    if (match) parent.appendChild(el("span", match[2], "rac-source"));
  }

  function renderNow(stop) {
    const line = document.getElementById("event-line");
    line.replaceChildren();
    const space = stop.text.indexOf(" ");
    line.appendChild(el("span", space > 0 ? stop.text.slice(0, space) : stop.text, "phase"));
    if (space > 0) appendWithRACSource(line, stop.text.slice(space));
    const meta = ["event #" + stop.sequence, "thread " + stop.thread];
    if (stop.scheduler) meta.push("scheduler " + stop.scheduler);
    if (stop.time !== null && stop.time !== undefined) meta.push("t = " + seconds(stop.time) + " s");
    document.getElementById("event-meta").textContent = meta.join(" · ");
    const fields = document.getElementById("event-fields");
    fields.replaceChildren();
    function field(label, value) {
      const row = el("div");
      row.appendChild(el("span", label + ": ", "label"));
      appendWithObjects(row, String(value));
      fields.appendChild(row);
    }
    if (stop.owner) field("owner", stop.owner);
    stop.arguments.forEach(function (pair) { field(pair[0], pair[1]); });
    if (stop.result !== null && stop.result !== undefined) field("result", stop.result);
    if (stop.eventBookkeeping.length) {
      const when = stop.phase === "exit" ? "after" : "before";
      field(when, stop.eventBookkeeping.map(function (pair) { return pair[0] + ": " + pair[1]; }).join(", "));
    }
  }

  // What holds an object, for the objects data.holders knows (an Objective-C program's): their
  // names (`Screen#1`) in the event's fields are buttons that show, for the current stop, what
  // `step`'s `who` prints there, and mark on the timeline where it is freed and where the last
  // reference that will ever let go of it was taken.
  const holders = data.holders || { objects: [], texts: [], lines: [] };
  const holdersByNumber = {};
  holders.objects.forEach(function (object) { holdersByNumber[object.number] = object; });
  let selectedObject = null;
  function appendWithObjects(parent, text) {
    const pattern = /[A-Za-z_][A-Za-z0-9_]*#(\d+)/g;
    let last = 0;
    let match;
    while ((match = pattern.exec(text)) !== null) {
      const object = holdersByNumber[Number(match[1])];
      if (!object) continue;
      parent.appendChild(document.createTextNode(text.slice(last, match.index)));
      const name = el("button", match[0], "object-name");
      name.type = "button";
      name.title = "what holds " + match[0] + " at this stop";
      name.onclick = function () { selectObject(object.number); };
      parent.appendChild(name);
      last = match.index + match[0].length;
    }
    parent.appendChild(document.createTextNode(text.slice(last)));
  }
  function selectObject(number) {
    selectedObject = number;
    renderHolders();
    renderTimeline();
  }
  // A report is the object's as its stop's line begins, as `who` says it: the last one from a
  // stop at or before this one. An object freed during stop F has gone from stop F + 1 on.
  function renderHolders() {
    const pane = document.getElementById("holders");
    pane.replaceChildren();
    const object = selectedObject === null ? null : holdersByNumber[selectedObject];
    pane.hidden = !object;
    if (!object) return;
    const stop = stopOfEvent[currentEvent] + 1;
    const heading = el("div", "who #" + object.number + " at stop " + stop + ": " + object.name,
      "holders-heading");
    const close = el("button", "×", "holders-close");
    close.type = "button";
    close.title = "close";
    close.onclick = function () { selectObject(null); };
    heading.appendChild(close);
    pane.appendChild(heading);
    let lines;
    if (object.freed !== undefined && stop > object.freed) {
      lines = ["  has gone: freed at stop " + object.freed];
    } else {
      // Only the stops that name an object of the program are looked at: between two, the last
      // report before, said to be from its stop.
      const report = object.reports.filter(function (pair) { return pair[0] <= stop; }).pop();
      lines = report
        ? holders.texts[report[1]].map(function (line) { return holders.lines[line]; })
        : ["  not made yet at this stop (or not yet met by the trace)"];
      if (report && report[0] !== stop) heading.firstChild.textContent += " (as at stop " + report[0] + ")";
    }
    pane.appendChild(el("pre", lines.join("\n"), "holders-report"));
    const marks = [];
    if (object.settled !== undefined) marks.push(["last reference that lets go taken", object.settled]);
    if (object.freed !== undefined) marks.push(["freed", object.freed]);
    marks.forEach(function (mark) {
      const jump = el("button", mark[0] + " at stop " + mark[1], "holders-mark");
      jump.type = "button";
      jump.onclick = function () { show(stops[mark[1] - 1].first); };
      pane.appendChild(jump);
    });
  }

  function renderList(id, indices, emptyText) {
    const list = document.getElementById(id);
    list.replaceChildren();
    if (!indices.length) list.appendChild(el("li", emptyText, "empty"));
    indices.forEach(function (index) {
      const item = el("li");
      appendWithRACSource(item, data.strings[index]);
      list.appendChild(item);
    });
  }

  function renderValues(stop) {
    const box = document.getElementById("values");
    box.replaceChildren();
    let shown = 0;
    data.marbles.lines.forEach(function (line) {
      if (line.subscribedAt > stop.sequence) return;
      const marks = line.marks.filter(function (mark) { return mark.sequence <= stop.sequence; });
      const row = el("div", null, "signal");
      row.appendChild(el("span", clip(line.label, 60) + ": ", "label"));
      if (!marks.length) row.appendChild(el("span", "(nothing yet)", "empty"));
      marks.forEach(function (mark) {
        const text = mark.kind === "next" ? mark.value : mark.kind === "completed" ? "| completed"
          : "X " + (mark.value || "error");
        const chip = el("span", text, "chip" + (mark.kind === "next" ? "" : " end")
          + (mark.sequence === stop.sequence ? " now" : ""));
        chip.title = text;
        row.appendChild(chip);
      });
      box.appendChild(row);
      shown += 1;
    });
    if (!shown) box.appendChild(el("div", "(no subscription yet)", "empty"));
  }

  function renderDisposed(stop) {
    const recent = data.disposed.slice(0, stop.disposedCount);
    document.getElementById("disposed").textContent = recent.length ? recent.join(", ") : "(nothing yet)";
  }

  function renderOutput(stop) {
    const lines = data.outputs.slice(0, stop.outputCount);
    document.getElementById("output").textContent = lines.length ? lines.join("\n") : "(none yet)";
  }

  const timeline = document.getElementById("timeline");
  const hasTime = events.some(function (stop) { return stop.time; });
  function timelineX(index, width) {
    const pad = 12;
    return events.length < 2 ? width / 2 : pad + (width - 2 * pad) * index / (events.length - 1);
  }
  function renderTimeline() {
    const width = Math.round(timeline.getBoundingClientRect().width) || 1000;
    timeline.replaceChildren();
    timeline.setAttribute("viewBox", "0 0 " + width + " 54");
    timeline.appendChild(svg("line", { x1: 12, x2: width - 12, y1: 30, y2: 30, stroke: "#98a2b3" }));
    let lastLabelX = -1000;
    let lastTime = null;
    events.forEach(function (stop, index) {
      const x = timelineX(index, width);
      const isOutput = stop.phase === "output";
      timeline.appendChild(svg("line", { x1: x, x2: x, y1: isOutput ? 22 : 26, y2: isOutput ? 38 : 34,
        stroke: isOutput ? "#16a34a" : "#98a2b3", "stroke-width": isOutput ? 2 : 1 }));
      if (stop.steps.length) {
        const star = svg("text", { x: x, y: 16, "text-anchor": "middle", fill: "#c2410c",
          "font-size": 12 }, "★");
        star.appendChild(svg("title", {}, stop.steps.map(function (i) { return data.steps[i].label; })
          .join(", ")));
        timeline.appendChild(star);
      }
      let label = null;
      if (hasTime && stop.time !== null && stop.time !== undefined && stop.time !== lastTime) {
        label = seconds(stop.time) + " s";
        lastTime = stop.time;
      } else if (!hasTime && stops[stopOfEvent[index]].first === index
        && (stopOfEvent[index] === 0 || (stopOfEvent[index] + 1) % 10 === 0)) {
        label = String(stopOfEvent[index] + 1);
      }
      if (label !== null && x - lastLabelX > 44) {
        timeline.appendChild(svg("text", { x: x, y: 50, "text-anchor": "middle", fill: "#667085",
          "font-size": 10 }, label));
        lastLabelX = x;
      }
    });
    const object = selectedObject === null ? null : holdersByNumber[selectedObject];
    if (object) {
      [[object.settled, "#b45309", "last reference taken"], [object.freed, "#b42318", "freed"]]
        .forEach(function (mark) {
          if (mark[0] === undefined) return;
          const markX = timelineX(stops[mark[0] - 1].first, width);
          const line = svg("line", { x1: markX, x2: markX, y1: 6, y2: 44, stroke: mark[1], "stroke-width": 2,
            "stroke-dasharray": "3 2", class: "holders-timeline-mark" });
          line.appendChild(svg("title", {}, object.name + ": " + mark[2] + " at stop " + mark[0]));
          timeline.appendChild(line);
        });
    }
    const x = timelineX(currentEvent, width);
    timeline.appendChild(svg("rect", { x: x - 3, y: 20, width: 6, height: 20, rx: 2, fill: "#c2410c" }));
  }
  timeline.onclick = function (event) {
    const box = timeline.getBoundingClientRect();
    const width = box.width || 1000;
    const fraction = (event.clientX - box.left - 12) / Math.max(1, width - 24);
    show(Math.round(fraction * (events.length - 1)));
  };

  const diagram = document.getElementById("diagram");
  function renderDiagram(stop) {
    diagram.replaceChildren();
    if (!data.items.length) { diagram.appendChild(el("div", "(no calls)", "empty")); return; }
    const focus = stop.item === null || stop.item === undefined ? 0 : stop.item;
    const drawn = [];
    for (let index = focus; index >= 0 && drawn.length < 5; index -= 1) {
      if (data.items[index].kind !== "end") drawn.unshift(index);
    }
    for (let index = focus + 1; index < data.items.length && drawn.length < 15; index += 1) {
      if (data.items[index].kind !== "end") drawn.push(index);
    }
    if (!drawn.length) drawn.push(focus);
    document.getElementById("diagram-range").textContent = "— around item " + (focus + 1) + " of "
      + data.items.length + " (the current one in red)";
    const used = [];
    drawn.forEach(function (index) {
      const item = data.items[index];
      if (used.indexOf(item.from) < 0) used.push(item.from);
      if (used.indexOf(item.to) < 0) used.push(item.to);
    });
    used.sort(function (a, b) { return a - b; });
    const columnWidth = 160;
    const lineHeight = 14;
    const top = 50;
    const width = Math.max(diagram.clientWidth - 2, used.length * columnWidth + 40);
    const heights = drawn.map(function (index) {
      const item = data.items[index];
      return item.kind === "note" ? item.text.split("\n").length * lineHeight + 12 : 26;
    });
    const height = top + heights.reduce(function (a, b) { return a + b; }, 0) + 12;
    const column = {};
    used.forEach(function (participant, index) { column[participant] = 20 + columnWidth * (index + 0.5); });
    const root = svg("svg", { width: width, height: height, viewBox: "0 0 " + width + " " + height });
    const defs = svg("defs", {});
    ["#1d4ed8", "#667085", "#c2410c"].forEach(function (color, index) {
      const marker = svg("marker", { id: "arrow" + index, viewBox: "0 0 10 10", refX: 9, refY: 5,
        markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" });
      marker.appendChild(svg("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: color }));
      defs.appendChild(marker);
    });
    root.appendChild(defs);
    used.forEach(function (index) {
      const participant = data.participants[index];
      const x = column[index];
      root.appendChild(svg("line", { x1: x, x2: x, y1: 40, y2: height - 4, stroke: "#d0d5dd",
        "stroke-dasharray": "4 3" }));
      root.appendChild(svg("rect", { x: x - columnWidth / 2 + 5, y: 4, width: columnWidth - 10, height: 36,
        rx: 5, fill: "#eef2ff", stroke: "#a5b4fc" }));
      const title = svg("text", { x: x, y: 19, "text-anchor": "middle", fill: "#1d2330" },
        clip(participant.title, 22));
      title.appendChild(svg("title", {}, participant.title + (participant.subtitle ? " " + participant.subtitle
        : "")));
      root.appendChild(title);
      if (participant.subtitle) {
        root.appendChild(svg("text", { x: x, y: 33, "text-anchor": "middle", fill: "#667085" },
          clip(participant.subtitle, 22)));
      }
    });
    let y = top;
    drawn.forEach(function (index, row) {
      const item = data.items[index];
      const isCurrent = index === focus;
      const rowHeight = heights[row];
      if (isCurrent) {
        root.appendChild(svg("rect", { x: 0, y: y, width: width, height: rowHeight, fill: "#fff3c4" }));
      }
      const from = column[item.from];
      const to = column[item.to];
      const color = isCurrent ? "#c2410c" : item.kind === "reply" ? "#667085" : "#1d4ed8";
      const marker = "url(#arrow" + (isCurrent ? 2 : item.kind === "reply" ? 1 : 0) + ")";
      const textStyle = { fill: isCurrent ? "#c2410c" : "#1d2330", "font-weight": isCurrent ? 700 : 400 };
      if (item.kind === "note") {
        const lines = item.text.split("\n");
        const longest = lines.reduce(function (a, line) { return Math.max(a, line.length); }, 0);
        const noteWidth = Math.min(width - 8, Math.max(120, longest * 6.7 + 14));
        const noteX = Math.max(4, Math.min(from - noteWidth / 2, width - noteWidth - 4));
        root.appendChild(svg("rect", { x: noteX, y: y + 4, width: noteWidth, height: rowHeight - 8, rx: 3,
          fill: "#fef9c3", stroke: isCurrent ? "#c2410c" : "#eab308" }));
        lines.forEach(function (line, number) {
          const text = svg("text", Object.assign({ x: noteX + 7, y: y + 16 + number * lineHeight }, textStyle),
            clip(line, Math.floor((noteWidth - 14) / 6.7)));
          text.appendChild(svg("title", {}, line));
          root.appendChild(text);
        });
      } else {
        let textX = Math.min(from, to) + 6;
        let limit = Math.max(30, Math.floor((Math.abs(to - from) - 10) / 6.7));
        const arrowY = y + 18;
        if (from === to) {
          root.appendChild(svg("path", { d: "M " + from + " " + (arrowY - 4) + " h 24 v 8 h -22",
            fill: "none", stroke: color, "marker-end": marker }));
          textX = from + 30;
          limit = 64;
        } else {
          const line = svg("line", { x1: from, x2: to, y1: arrowY, y2: arrowY, stroke: color,
            "stroke-width": isCurrent ? 2 : 1.2, "marker-end": marker });
          if (item.kind === "reply") line.setAttribute("stroke-dasharray", "5 3");
          root.appendChild(line);
        }
        const label = svg("text", Object.assign({ x: textX, y: arrowY - 5 }, textStyle), clip(item.text, limit));
        label.appendChild(svg("title", {}, item.text));
        root.appendChild(label);
      }
      y += rowHeight;
    });
    diagram.appendChild(root);
    const focusX = column[data.items[focus].to];
    if (focusX !== undefined) diagram.scrollLeft = Math.max(0, focusX - diagram.clientWidth / 2);
  }

  // Shows event `index` (0-based): the position says its stop, as `step` numbers them, and the
  // event within the stop.
  function show(index) {
    if (!events.length) return;
    currentEvent = Math.max(0, Math.min(events.length - 1, index));
    const stop = events[currentEvent];
    const stopIndex = stopOfEvent[currentEvent];
    const readerStop = stops[stopIndex];
    const eventInStop = currentEvent - readerStop.first + 1;
    document.body.dataset.stop = String(stopIndex + 1);
    document.getElementById("position").textContent = "stop " + (stopIndex + 1) + " / " + stops.length
      + " · event " + eventInStop + " of " + (readerStop.last - readerStop.first + 1);
    document.getElementById("prev").disabled = currentEvent === 0;
    document.getElementById("next").disabled = stopIndex === stops.length - 1;
    document.getElementById("prev-event").disabled = currentEvent === 0;
    document.getElementById("next-event").disabled = currentEvent === events.length - 1;
    renderPostStep(stop);
    renderNow(stop);
    renderCode(stop);
    renderList("stack", stop.stack, "(empty)");
    const stackPane = document.getElementById("stack-pane");
    stackPane.scrollTop = stackPane.scrollHeight;
    document.getElementById("stack-thread").textContent = "— thread " + stop.thread;
    renderList("bookkeeping", stop.bookkeeping, "(none yet)");
    renderValues(stop);
    renderDisposed(stop);
    renderOutput(stop);
    renderTimeline();
    renderHolders();
    renderDiagram(stop);
    const kept = viewerFragmentParts().filter(function (part) { return !/^(stop|event|post-step)=/.test(part); });
    const here = ["stop=" + (stopIndex + 1)].concat(eventInStop > 1 ? ["event=" + eventInStop] : []);
    const fragment = "#" + kept.concat(here).join("&");
    if (location.hash !== fragment) history.replaceState(null, "", fragment);
  }

  // Prev goes to the start of this stop, or of the one before when already there; Next to the
  // start of the next stop: as `step`'s b and Enter.
  function previousStop() {
    const stopIndex = stopOfEvent[currentEvent];
    const start = stops[stopIndex].first;
    show(currentEvent > start || stopIndex === 0 ? start : stops[stopIndex - 1].first);
  }
  function nextStop() {
    const stopIndex = stopOfEvent[currentEvent];
    if (stopIndex + 1 < stops.length) show(stops[stopIndex + 1].first);
  }

  // `#stop=N` (the start of stop N), `#stop=N&event=K` (its K-th event) or `#post-step=N`.
  function fromFragment() {
    const parts = viewerFragmentParts();
    const value = function (name) {
      const part = parts.find(function (candidate) { return new RegExp("^" + name + "=\\d+$").test(candidate); });
      return part ? Number(part.slice(name.length + 1)) : null;
    };
    const stopNumber = value("stop");
    if (stopNumber !== null) {
      const stop = stops[Math.max(0, Math.min(stops.length - 1, stopNumber - 1))];
      if (!stop) return null;
      const eventNumber = value("event");
      const offset = eventNumber !== null ? eventNumber - 1 : 0;
      return Math.max(stop.first, Math.min(stop.last, stop.first + offset));
    }
    const stepNumber = value("post-step");
    if (stepNumber !== null) {
      const step = data.steps.find(function (candidate) {
        return candidate.number === stepNumber && candidate.event;
      });
      if (step) return step.event - 1;
    }
    return null;
  }

  // Out: the first event after the current block has returned (a shallower call stack), as a
  // debugger's step out; the event buttons are `into`.
  function out() {
    const depth = events[currentEvent].stack.length;
    for (let index = currentEvent + 1; index < events.length; index += 1) {
      if (events[index].stack.length < depth) return show(index);
    }
    show(events.length - 1);
  }

  document.getElementById("prev").onclick = previousStop;
  document.getElementById("next").onclick = nextStop;
  document.getElementById("prev-event").onclick = function () { show(currentEvent - 1); };
  document.getElementById("next-event").onclick = function () { show(currentEvent + 1); };
  const outButton = document.getElementById("out");
  if (outButton) outButton.onclick = out;
  const viewer = {
    key: function (event) {
      const target = event.target && event.target.tagName;
      if (target === "SELECT" || target === "TEXTAREA" || target === "INPUT") return;
      if (event.key === "ArrowLeft" && event.shiftKey) { show(currentEvent - 1); event.preventDefault(); return; }
      if (event.key === "ArrowRight" && event.shiftKey) { show(currentEvent + 1); event.preventDefault(); return; }
      if (event.key === "ArrowLeft") { previousStop(); event.preventDefault(); }
      if (event.key === "ArrowRight") { nextStop(); event.preventDefault(); }
      if (event.key === "Home") { show(0); event.preventDefault(); }
      if (event.key === "End") { show(events.length - 1); event.preventDefault(); }
    },
    fragmentChanged: function () {
      const index = fromFragment();
      if (index !== null && index !== currentEvent) show(index);
    },
    resized: renderTimeline,
    show: function (index) { show(index); },
    get current() { return currentEvent; },
  };
  viewerListeners.viewer = viewer;
  const start = options.start !== undefined && options.start !== null ? options.start : fromFragment();
  show(start === null ? 0 : start);
  return viewer;
}
