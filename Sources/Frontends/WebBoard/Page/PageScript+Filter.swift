/// The part of the page's script that narrows the board as the filter field is typed in (see ``PageScript``).
extension PageScript {
    /// The text as the session compares it, near enough (case and width folded), in the page and in the
    /// worker, which folds each row as it comes.
    static let folding = #"""
        const fold = (text) => (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFKC")).toLowerCase().trim();
        // What the filter searches in a row: its title and body (or the body's preview), folded.
        const rowText = (row) => fold(row.title + "\n" + (row.body ?? row.bodyPreview.join("\n")));
        """#

    /// The filter field: its input, the board narrowed ahead of the session's, and the filter's measures.
    static let filter = #"""
        // The filter: each change of the field is an input; the board the session narrows comes back as any
        // board does, its counts ("3 of 120") and all. Typed further (the text still holds what the board
        // held was narrowed to), the page does not wait for it: it takes away at once, in the keystroke's
        // own frame, the rows whose text no longer holds the filter's, and the session's board, when it
        // comes, is drawn over that by difference (it is the truth: its rows, its counts). The page marks
        // the key (`filter-sent`, at the key's arrival), and measures from there the frame that shows the
        // rows narrowed (`filter-redraw`), the session's board arrived (`filter-answered`) and the frame
        // that shows it (`filter-painted`).
        const filterField = byID("filter");
        let filterAsked = null;
        // The session's board while the page shows it narrowed ahead (`shown` is then the narrowing), else null.
        let ahead = null;
        let keyTime = null;
        addEventListener("keydown", (event) => { if (event.target === filterField || event.key === "Escape") keyTime = event.timeStamp; }, true);
        function setFilter(text) {
          if (filterField.value !== text) filterField.value = text;
          performance.clearMarks("filter-sent");
          performance.clearMarks("filter-narrowed");
          const now = performance.now();
          performance.mark("filter-sent", { startTime: keyTime !== null && now - keyTime < 1000 ? keyTime : now });
          keyTime = null;
          filterAsked = text;
          // A text the page narrows the board to itself goes to the session once the frame showing that
          // is drawn: the session's work and its answer's way back take no core from that frame. Any other
          // text, or any typed in a page that draws no frames, goes at once.
          filterHeld = painted && !document.hidden && narrows(text);
          if (!filterHeld) send("filter", { text });
          // The narrowing waits for the frame: keys typed faster than frames are narrowed once.
          if (painted && !narrowing) { narrowing = true; requestAnimationFrame(narrowInFrame); }
        }
        let narrowing = false, filterHeld = false;
        function narrowInFrame() {
          narrowing = false;
          // Queued from the frame's animation callback, before what the drawing queues for later: runs
          // once this frame is laid out and painted.
          let narrowed = 0;
          setTimeout(() => {
            if (narrowed > 0) measure("filter-redraw");
            if (filterHeld) send("filter", { text: filterField.value });
            filterHeld = false;
          });
          narrowed = narrowAhead(filterField.value);
          if (narrowed === 2) drawBoard(shown);
          if (narrowed > 0) performance.mark("filter-narrowed");
        }
        filterField.addEventListener("input", () => setFilter(filterField.value));
        // The field has a form of its own, so the browser's own work after each keystroke (its form
        // filling's look at the changed field's form) covers that form, not every control on the page.
        // Enter sends nothing: the board is narrowed as the text is typed.
        byID("find").addEventListener("submit", (event) => event.preventDefault());
        function measure(name, end) {
          performance.clearMeasures(name);
          performance.measure(name, "filter-sent", end);
        }
        \#(folding)
        // A row's folded text: the worker's, sent just after the row came (a keystroke then only compares).
        function foldedText(row) {
          if (row.folded === undefined) row.folded = rowText(row);
          return row.folded;
        }
        // The rows of the board or patch that came last until the worker's folded texts of them come,
        // and the patch's splices of the joined texts, which wait for them (see `spliceJoined`).
        let unfolded = null;
        const splices = [];
        function foldedArrive(texts) {
          if (unfolded) unfolded.forEach((rows, index) => rows.forEach((row, at) => { if (row.folded === undefined) row.folded = texts[index][at]; }));
          unfolded = null;
          for (const [before, after, splice] of splices.splice(0)) spliceJoined(before, after, splice);
          joinSoon();
        }
        // Each column's folded texts joined (see `joined`) while the page is idle, before the next
        // keystroke needs them. While the page is idle, or within a fifth of a second at the latest (a
        // busy page, or one the browser does not show, may have no idle time at all).
        const whenIdle = (callback) => window.requestIdleCallback ? requestIdleCallback(callback, { timeout: 200 }) : setTimeout(callback, 50);
        let joining = false;
        function joinSoon() {
          if (joining) return;
          joining = true;
          whenIdle(() => {
            joining = false;
            for (const column of (ahead || shown).columns) joined(column.rows);
          });
        }
        // A list of rows' folded texts as one text, a NUL between two (a text without one is never found
        // across two rows), and where each starts: a keystroke searches a column with the browser's own
        // `indexOf`, not row by row. Kept by list: a list of rows is never changed, only replaced.
        const joinedTexts = new WeakMap();
        function joined(rows) {
          let found = joinedTexts.get(rows);
          if (found === undefined) {
            const texts = rows.map(foldedText), starts = [];
            let at = 0;
            for (const text of texts) { starts.push(at); at += text.length + 1; }
            found = { text: texts.join("\0"), starts };
            joinedTexts.set(rows, found);
          }
          return found;
        }
        // The joined texts of `after`, the rows `before` with a patch's `splice` made, from those of
        // `before` when the page has them: a patch costs what it changed, not a join of every row.
        function spliceJoined(before, after, splice) {
          const old = joinedTexts.get(before), end = splice.start + splice.removed;
          if (old === undefined) return;
          const added = splice.rows.map(foldedText), pieces = [], starts = old.starts.slice(0, splice.start);
          let at = 0;
          if (splice.start > 0) {
            pieces.push(old.text.slice(0, splice.start < before.length ? old.starts[splice.start] - 1 : old.text.length));
            at = pieces[0].length + 1;
          }
          for (const text of added) { starts.push(at); at += text.length + 1; }
          if (added.length > 0) pieces.push(added.join("\0"));
          if (end < before.length) {
            for (let index = end; index < before.length; index++) starts.push(old.starts[index] - old.starts[end] + at);
            pieces.push(old.text.slice(old.starts[end]));
          }
          joinedTexts.set(after, { text: pieces.join("\0"), starts });
        }
        // The rows of `rows` whose folded text holds `needle`, in order.
        function matching(rows, needle) {
          if (needle.includes("\0")) return rows.filter((row) => foldedText(row).includes(needle));
          const { text, starts } = joined(rows), found = [];
          if (rows.length === 0) return found;
          let index = 0;
          for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, starts[index])) {
            while (index + 1 < starts.length && starts[index + 1] <= at) index++;
            found.push(rows[index++]);
            if (index >= rows.length) break;
          }
          return found;
        }
        // Whether `text` can only take rows away from the board shown.
        const narrows = (text) => text !== shown.filter && fold(text).includes(fold(shown.filter));
        // Narrows the board shown to `text` when that can only take rows away: 0 when it cannot, 1 when
        // no row goes, 2 when some do (`shown` becomes the narrowing, the session's board is kept in `ahead`).
        function narrowAhead(text) {
          if (!narrows(text)) return 0;
          const needle = fold(text);
          let narrower = false;
          const columns = shown.columns.map((column) => {
            const rows = matching(column.rows, needle);
            if (rows.length === column.rows.length) return column;
            narrower = true;
            return { ...column, rows };
          });
          if (!narrower) return 1;
          if (ahead === null) ahead = shown;
          shown = { ...shown, columns, filter: text };
          return 2;
        }
        // Called as a board or patch arrives, then once it is drawn.
        function boardArrives(content) {
          if (filterAsked !== null) performance.mark("filter-arrived");
          unfolded = content.columns.map((column) => column.rows);
        }
        function boardDrawn() {
          if (filterAsked === null || (ahead || shown).filter !== filterAsked) return;
          filterAsked = null;
          measure("filter-answered", "filter-arrived");
          requestAnimationFrame(() => setTimeout(() => {
            // Nothing narrowed ahead: the rows narrowed are the session's board.
            if (performance.getEntriesByName("filter-narrowed").length === 0) measure("filter-redraw");
            performance.clearMarks("filter-narrowed");
            measure("filter-painted");
          }));
        }
        """#
}
