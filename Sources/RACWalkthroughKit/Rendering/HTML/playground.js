"use strict";
// The playground (`rac-walkthrough serve`): an editor whose code the server runs, and below it the
// viewer of `trace --format html` (viewer.js, loaded before this script) showing each run.
//
// The server has two read endpoints (GET /api/examples, GET /api/examples/ID) and one run endpoint
// (POST /api/run); nothing else is fetched. Everything from the server goes into the page with
// textContent, never as markup.
//
// The URL's fragment carries the code: `#code=z…` is the files as JSON compressed with raw DEFLATE
// (CompressionStream) in base64url, `#code=b…` the same JSON uncompressed in base64url (browsers
// without CompressionStream); both are read. The viewer keeps its `stop=N` beside it.
(function playground() {
  const editor = document.getElementById("editor");
  const gutter = document.getElementById("gutter");
  const band = document.getElementById("error-band");
  const fileTabs = document.getElementById("files");
  const examples = document.getElementById("examples");
  const runButton = document.getElementById("run");
  const status = document.getElementById("status");
  const runError = document.getElementById("run-error");
  const verifyBox = document.getElementById("verify");
  const exploreBox = document.getElementById("explore");
  const racSourceBox = document.getElementById("rac-source");
  const shareLink = document.getElementById("share-link");
  const viewerBox = document.getElementById("viewer-box");

  // The code being edited: one or more files (a walkthrough's post and scene), the one shown, and
  // the walkthrough they come from (its steps and settings go with them), if any.
  const state = { files: [{ name: "snippet.m", text: "" }], shown: 0, walkthrough: null, error: null };
  let runsSoFar = 0;

  function el(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }

  // MARK: the editor

  function lineHeight() {
    return parseFloat(getComputedStyle(editor).lineHeight) || 18;
  }

  function renderGutter() {
    const count = editor.value.split("\n").length;
    const errorLine = state.error && state.error.fileIndex === state.shown ? state.error.line : null;
    if (gutter.childElementCount !== count) {
      gutter.replaceChildren();
      for (let number = 1; number <= count; number += 1) gutter.appendChild(el("div", number));
    }
    Array.prototype.forEach.call(gutter.children, function (row, index) {
      row.classList.toggle("error", index + 1 === errorLine);
    });
    band.hidden = errorLine === null || errorLine > count;
    if (!band.hidden) placeBand(errorLine);
    syncScroll();
  }

  function placeBand(line) {
    const padding = parseFloat(getComputedStyle(editor).paddingTop) || 0;
    band.style.top = (padding + (line - 1) * lineHeight() - editor.scrollTop) + "px";
  }

  function syncScroll() {
    gutter.scrollTop = editor.scrollTop;
    if (state.error && state.error.fileIndex === state.shown) placeBand(state.error.line);
  }

  function renderTabs() {
    fileTabs.replaceChildren();
    fileTabs.hidden = state.files.length < 2;
    state.files.forEach(function (file, index) {
      const tab = el("button", file.name, index === state.shown ? "current" : "");
      tab.type = "button";
      tab.setAttribute("role", "tab");
      tab.onclick = function () { showFile(index); };
      fileTabs.appendChild(tab);
    });
  }

  function showFile(index) {
    state.files[state.shown].text = editor.value;
    state.shown = index;
    editor.value = state.files[index].text;
    editor.scrollTop = 0;
    renderTabs();
    renderGutter();
  }

  function setFiles(files, walkthrough) {
    state.files = files.map(function (file) { return { name: file.name, text: file.text }; });
    if (!state.files.length) state.files = [{ name: "snippet.m", text: "" }];
    state.walkthrough = walkthrough || null;
    state.shown = 0;
    state.error = null;
    editor.value = state.files[0].text;
    runError.hidden = true;
    renderTabs();
    renderGutter();
  }

  editor.addEventListener("input", function () {
    state.files[state.shown].text = editor.value;
    renderGutter();
  });
  editor.addEventListener("scroll", syncScroll);

  // Pasting a whole program over an example (every character of a tab selected) asks whether to
  // run it alone or with the example's other files, and says which files each choice runs.
  const pasteChoice = el("div");
  pasteChoice.id = "paste-choice";
  pasteChoice.hidden = true;
  status.parentNode.insertBefore(pasteChoice, status.nextSibling);
  editor.addEventListener("paste", function (event) {
    const whole = editor.selectionStart === 0 && editor.selectionEnd === editor.value.length;
    const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
    if (!whole || !text.trim() || (!state.walkthrough && state.files.length < 2)) return;
    event.preventDefault();
    askAboutPaste(text);
  });

  function names(files) { return files.map(function (file) { return file.name; }).join(", "); }

  function askAboutPaste(text) {
    const replaced = state.files[state.shown].name;
    const others = state.files.filter(function (_, index) { return index !== state.shown; });
    pasteChoice.replaceChildren();
    pasteChoice.appendChild(el("span", "You pasted over " + replaced + " of an example that runs " + names(state.files)
      + (state.walkthrough ? " and is verified against its post" : "") + ". "));
    const alone = el("button", "Run it alone (snippet.m)");
    alone.type = "button";
    alone.id = "paste-alone";
    alone.onclick = function () {
      setFiles([{ name: "snippet.m", text: text }], null);
      pasteChoice.hidden = true;
      status.className = "";
      status.textContent = "runs snippet.m alone; verify compares with its // Outputs: comment";
    };
    const keep = el("button", "Keep the example's " + (others.length ? names(others) : "post"));
    keep.type = "button";
    keep.id = "paste-keep";
    keep.onclick = function () {
      state.files[state.shown].text = text;
      editor.value = text;
      renderGutter();
      pasteChoice.hidden = true;
      status.className = "";
      status.textContent = "runs " + names(state.files) + (state.walkthrough ? "; verify compares with the post" : "");
    };
    pasteChoice.appendChild(alone);
    pasteChoice.appendChild(keep);
    pasteChoice.hidden = false;
  }
  editor.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run();
    } else if (event.key === "Tab" && !event.shiftKey) {
      event.preventDefault();
      editor.setRangeText("  ", editor.selectionStart, editor.selectionEnd, "end");
      state.files[state.shown].text = editor.value;
      renderGutter();
    }
  });

  // MARK: errors at their line

  // `FILE:LINE:COL: error: …` as the command line says it; the file is one of the editor's.
  function markError(error) {
    state.error = null;
    if (error && error.line) {
      const index = state.files.findIndex(function (file) { return file.name === error.file; });
      if (index >= 0) {
        state.error = { fileIndex: index, line: error.line, column: error.column || 1 };
        if (index !== state.shown) showFile(index);
        const lines = editor.value.split("\n");
        let offset = 0;
        for (let i = 0; i < error.line - 1 && i < lines.length; i += 1) offset += lines[i].length + 1;
        const target = Math.max(0, (error.line - 1) * lineHeight() - editor.clientHeight / 2);
        editor.scrollTop = target;
        editor.setSelectionRange(offset + error.column - 1, offset + error.column - 1);
      }
    }
    renderGutter();
    runError.hidden = !error;
    runError.textContent = error ? error.text : "";
  }

  // MARK: sharing

  function toBase64URL(bytes) {
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function fromBase64URL(text) {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  async function encodeCode() {
    const json = JSON.stringify({ files: state.files, walkthrough: state.walkthrough });
    const bytes = new TextEncoder().encode(json);
    if (typeof CompressionStream === "function") {
      try {
        const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
        return "z" + toBase64URL(new Uint8Array(await new Response(stream).arrayBuffer()));
      } catch (error) {
        // Fall through to the plain form.
      }
    }
    return "b" + toBase64URL(bytes);
  }

  async function decodeCode(text) {
    let bytes = fromBase64URL(text.slice(1));
    if (text[0] === "z") {
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    } else if (text[0] !== "b") {
      throw new Error("the link's code is neither z… (compressed) nor b… (plain)");
    }
    const shared = JSON.parse(new TextDecoder().decode(bytes));
    if (!shared || !Array.isArray(shared.files)) throw new Error("the link's code has no files");
    return shared;
  }

  // Writes the code into the fragment, keeping the viewer's stop; returns the whole link.
  async function updateFragment() {
    state.files[state.shown].text = editor.value;
    const code = "code=" + await encodeCode();
    const kept = viewerFragmentParts().filter(function (part) { return !/^code=/.test(part); });
    const fragment = "#" + [code].concat(kept).join("&");
    if (location.hash !== fragment) history.replaceState(null, "", fragment);
    return location.href;
  }

  document.getElementById("share").addEventListener("click", async function () {
    const link = await updateFragment();
    shareLink.hidden = false;
    shareLink.value = link;
    shareLink.select();
    if (navigator.clipboard) navigator.clipboard.writeText(link).catch(function () {});
    status.className = "";
    status.textContent = "The link above reopens this code" + (navigator.clipboard ? " (copied)." : ".");
  });

  // MARK: running

  async function run(schedule) {
    state.files[state.shown].text = editor.value;
    runButton.disabled = true;
    status.className = "";
    status.textContent = "running " + names(state.files) + "…";
    // The last run's results go: nothing under "running…" belongs to this run.
    showVerification(null);
    showExploration(null);
    runError.hidden = true;
    const request = { files: state.files, verify: verifyBox.checked, explore: exploreBox.checked && !schedule,
      racSource: racSourceBox.checked };
    if (state.walkthrough) request.walkthrough = state.walkthrough;
    if (schedule) request.schedule = schedule;
    let answer = null;
    try {
      updateFragment().catch(function () {});
      const response = await fetch("/api/run", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request) });
      answer = await response.json();
      if (!response.ok) throw new Error(answer && answer.error ? answer.error.message : "HTTP " + response.status);
    } catch (error) {
      status.className = "failed";
      status.textContent = "The run did not happen: " + (error && error.message ? error.message : error);
      runButton.disabled = false;
      return;
    }
    runButton.disabled = false;
    show(answer, schedule);
  }

  function show(answer, schedule) {
    const first = runsSoFar === 0;
    runsSoFar += 1;
    markError(answer.error);
    const notes = (answer.notes || []).join(" ");
    if (answer.error) {
      // The error itself is shown once, at its place, under the editor (`markError`).
      status.className = "failed";
      status.textContent = "stopped with the error below" + (notes ? " · " + notes : "");
    } else {
      status.className = "";
      status.textContent = "ran: " + answer.output.length + " line(s) of output" + (schedule ? ", schedule "
        + schedule.join(",") : "") + (notes ? " · " + notes : "");
    }
    showVerification(answer.verify);
    showExploration(answer.explore);
    if (answer.viewer) {
      viewerBox.hidden = false;
      // A shared link opens at its #stop=N / #post-step=N; each later run at its first stop.
      startViewer(answer.viewer, first ? {} : { start: 0 });
    } else {
      viewerBox.hidden = true;
    }
  }

  function showVerification(verify) {
    const box = document.getElementById("verify-result");
    const report = document.getElementById("verify-report");
    box.hidden = !verify;
    if (!verify) return;
    report.textContent = verify.report;
    report.className = verify.passed ? "passed" : "failed";
  }

  function showExploration(explore) {
    const box = document.getElementById("explore-result");
    const list = document.getElementById("outcomes");
    box.hidden = !explore;
    list.replaceChildren();
    if (!explore) return;
    document.getElementById("explore-summary").textContent = explore.summary;
    explore.outcomes.forEach(function (outcome, index) {
      const item = el("li");
      const title = el("div");
      title.appendChild(document.createTextNode("#" + (index + 1) + ": " + outcome.schedules + " schedule(s)"
        + (outcome.isExpected ? " ← the output the code states" : "")));
      const replay = el("button", "replay this schedule");
      replay.type = "button";
      replay.dataset.schedule = outcome.schedule.join(",");
      replay.onclick = function () { run(outcome.schedule.length ? outcome.schedule : [0]); };
      title.appendChild(replay);
      item.appendChild(title);
      item.appendChild(el("div", "one of them: " + outcome.order, "order"));
      item.appendChild(el("pre", outcome.output.length ? outcome.output.join("\n") : "(no output)"));
      list.appendChild(item);
    });
  }

  runButton.addEventListener("click", function () { run(); });

  // MARK: the menu

  async function loadExample(id) {
    const response = await fetch("/api/examples/" + encodeURIComponent(id));
    const example = await response.json();
    if (!response.ok) throw new Error(example.error ? example.error.message : "HTTP " + response.status);
    setFiles(example.files, example.walkthrough);
    status.className = "";
    status.textContent = example.title + " · runs " + names(state.files)
      + (example.walkthrough ? "; verify compares with the post" : "");
  }

  // An empty program of one file: what the page's own code states (`// Outputs:`) is all verify
  // compares with.
  function newProgram() {
    setFiles([{ name: "snippet.m", text: "" }], null);
    status.className = "";
    status.textContent = "a new program in one file, snippet.m; add a // Outputs: comment for verify";
    editor.focus();
  }

  examples.addEventListener("change", function () {
    if (!examples.value) return;
    if (examples.value === "new") {
      newProgram();
      return;
    }
    loadExample(examples.value).catch(function (error) {
      status.className = "failed";
      status.textContent = String(error && error.message ? error.message : error);
    });
  });

  async function start() {
    const response = await fetch("/api/examples");
    const menu = await response.json();
    examples.appendChild(el("option", "Examples…"));
    examples.firstChild.value = "";
    const fresh = el("option", "New (one empty file)");
    fresh.value = "new";
    examples.appendChild(fresh);
    const groups = {};
    menu.examples.forEach(function (example) {
      if (!groups[example.group]) {
        groups[example.group] = el("optgroup");
        groups[example.group].label = example.group;
        examples.appendChild(groups[example.group]);
      }
      const option = el("option", example.label);
      option.value = example.id;
      option.title = example.title;
      groups[example.group].appendChild(option);
    });
    if (menu.racSource) {
      document.getElementById("rac-source-choice").hidden = false;
      document.getElementById("rac-source-label").textContent = "RAC's own code (" + menu.racSource + ")";
      racSourceBox.checked = true;
    }
    const code = viewerFragmentParts().find(function (part) { return /^code=/.test(part); });
    if (code) {
      const shared = await decodeCode(code.slice("code=".length));
      setFiles(shared.files, shared.walkthrough);
      await run();
    } else if (menu.examples.length) {
      // A snippet of the README's first, the walkthroughs' code a choice away.
      const first = menu.examples.find(function (example) { return /^readme\//.test(example.id); })
        || menu.examples[0];
      examples.value = first.id;
      await loadExample(first.id);
    }
  }

  renderTabs();
  renderGutter();
  start().catch(function (error) {
    status.className = "failed";
    status.textContent = "The playground could not start: " + (error && error.message ? error.message : error);
  });
})();
