/// The part of the page's script that makes a row's card (see ``PageScript``).
extension PageScript {
    /// A card: built from one skeleton, filled with a row, and rewritten in place to show another row.
    static let card = #"""
        // Every card starts as a copy of this one, built once: a copy is one call into the browser where
        // building a card is a dozen, and a first board draws a thousand cards.
        const rowSkeleton = (() => {
          const item = node("div", "row");
          item.setAttribute("role", "listitem");
          const title = node("h3", "title");
          const opener = node("button");
          opener.type = "button";
          title.append(opener);
          // What a finger drags the card by, at its top corner, away from where a long press or a swipe
          // starts (a mouse drags the whole card; the keyboard has Shift+arrows).
          const handle = node("span", "handle", "\u283F");
          handle.setAttribute("aria-hidden", "true");
          const actions = node("div", "actions");
          for (const [action, label] of [["move", board.dataset.move], ["delete", board.dataset.delete]]) {
            const control = node("button", action, label);
            control.type = "button";
            control.dataset.action = action;
            actions.append(control);
          }
          item.append(title, handle, actions);
          return item;
        })();
        // The element of `row`: `element` if given (its own, or a card another row let go of in the same
        // list, rewritten), else the one kept for it while it shows the same, else a new one. Rewriting a
        // card in place changes its texts alone: the browser neither builds nor styles its boxes again.
        function cardFor(row, element) {
          const key = row.title + "\u0000" + row.bodyPreview.join("\n") + "\u0000" + row.deadline + "\u0000" + row.overdue;
          const kept = drawn.get(row.id);
          if (kept && kept.key === key && (!element || element === kept.item)) return kept.item;
          if (!element) element = rowSkeleton.cloneNode(true);
          const before = element.dataset.id;
          if (before !== undefined && before !== row.id && drawn.get(before)?.item === element) drawn.delete(before);
          fillCard(element, row);
          drawn.set(row.id, { key, item: element });
          return element;
        }
        // Writes `row` into `item`, touching only what differs.
        function fillCard(item, row) {
          const opener = item.firstChild.firstChild, actions = item.lastChild;
          if (item.dataset.id !== row.id) {
            item.dataset.id = row.id;
            opener.id = "title-" + row.id;
            for (const control of actions.children) control.setAttribute("aria-describedby", opener.id);
          }
          setText(opener, row.title);
          let body = item.querySelector(".body"), deadline = item.querySelector(".deadline");
          if (row.bodyPreview.length === 0) body?.remove();
          else {
            // A line of the card for each line of the preview, cut at its edge: the browser never wraps
            // one into another's place, so the only "…" after the last line is the view model's.
            if (!body) item.insertBefore(body = node("p", "body"), deadline || actions);
            const lines = body.children;
            row.bodyPreview.forEach((line, at) => { if (at < lines.length) setText(lines[at], line); else body.append(node("span", "", line)); });
            while (lines.length > row.bodyPreview.length) body.lastChild.remove();
          }
          if (!row.deadline) deadline?.remove();
          else {
            // Red says "overdue" to the eye; the words say it to a screen reader.
            if (!deadline) item.insertBefore(deadline = node("p", "deadline"), actions);
            const overdue = Boolean(row.overdue);
            if (deadline.classList.contains("overdue") !== overdue) deadline.classList.toggle("overdue");
            if (deadline.textContent !== row.deadline + (overdue ? " " + board.dataset.overdue : "")) {
              deadline.textContent = row.deadline;
              if (overdue) deadline.append(node("span", "visually-hidden", " " + board.dataset.overdue));
            }
          }
        }
        // A card the user holds, or a menu or sheet was opened from, shows its own row until it goes: it is
        // never rewritten to show another.
        function pinned(item) {
          return item.contains(document.activeElement) || item === anchor || Boolean(home?.opener && item.contains(home.opener))
            || [dragging, pending, press].some((hold) => hold?.item === item);
        }
        """#
}
