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
        // Writes `row` into `item`, touching only what differs from the row it showed (kept on it).
        let cards = 0;
        function fillCard(item, row) {
          const was = item.row || { bodyPreview: [] }, actions = item.lastChild;
          item.row = row;
          if (was.id === undefined) {
            // The title describes the card's buttons: an id of the element's own, which a rewrite keeps.
            const opener = item.firstChild.firstChild;
            opener.id = "card-" + ++cards;
            for (const control of actions.children) control.setAttribute("aria-describedby", opener.id);
          }
          if (was.id !== row.id) item.dataset.id = row.id;
          if (was.title !== row.title) item.firstChild.firstChild.textContent = row.title;
          let body = was.bodyPreview.length > 0 ? actions.previousSibling : null;
          let deadline = was.deadline ? actions.previousSibling : null;
          if (body === deadline) body = body && body.previousSibling;
          if (row.bodyPreview.length === 0) body?.remove();
          else {
            // A line of the card for each line of the preview, cut at its edge: the browser never wraps
            // one into another's place, so the only "…" after the last line is the view model's.
            if (!body) item.insertBefore(body = node("p", "body"), deadline || actions);
            const lines = body.children;
            row.bodyPreview.forEach((line, at) => {
              if (at >= lines.length) body.append(node("span", "", line));
              else if (was.bodyPreview[at] !== line) lines[at].textContent = line;
            });
            while (lines.length > row.bodyPreview.length) body.lastChild.remove();
          }
          if (!row.deadline) deadline?.remove();
          else if (!deadline || was.deadline !== row.deadline || Boolean(was.overdue) !== Boolean(row.overdue)) {
            // Red says "overdue" to the eye; the words say it to a screen reader.
            if (!deadline) item.insertBefore(deadline = node("p", "deadline"), actions);
            deadline.className = row.overdue ? "deadline overdue" : "deadline";
            deadline.textContent = row.deadline;
            if (row.overdue) deadline.append(node("span", "visually-hidden", " " + board.dataset.overdue));
          }
        }
        // The cards the user holds, or a menu or sheet was opened from: each shows its own row until it
        // goes, never rewritten to show another.
        function pinnedCards() {
          const items = [document.activeElement, anchor, home?.opener].map((element) => element?.closest?.("#board .row"));
          return new Set(items.concat([dragging, pending, press].map((hold) => hold?.item)).filter(Boolean));
        }
        """#
}
