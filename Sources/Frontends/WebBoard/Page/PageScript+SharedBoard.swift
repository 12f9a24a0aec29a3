/// The part of the page's script that shows where a shared board stands (see ``PageScript``).
extension PageScript {
    /// The banner over the board and the sheet of changes to settle. The sheet is the page's own: the
    /// session hears only what is settled, and its list arrives with every banner.
    static let sharedBoard = #"""
        // A shared board: the banner says where it stands; its sheet lists the changes to settle, each
        // applied anyway or let go. Nothing is sent while the connection rests.
        const sharedBanner = byID("shared-board");
        const conflictsSheet = byID("conflicts");
        function firstConflictControl() {
          return conflictsSheet.querySelector("#conflicts-list button") || byID("conflicts-close");
        }
        function drawSharedBoard(output) {
          sharedBanner.hidden = false;
          sharedBanner.dataset.state = output.state;
          byID("shared-board-state").textContent = output.title;
          byID("show-conflicts").hidden = output.conflicts.length === 0;
          byID("conflicts-empty").hidden = output.conflicts.length > 0;
          const hadFocus = conflictsSheet.contains(document.activeElement) && document.activeElement !== byID("conflicts-close");
          byID("conflicts-list").replaceChildren(...output.conflicts.map((conflict, index) => {
            const item = node("li");
            const line = node("p", "", conflict.text);
            line.id = "conflict-" + index;
            const buttons = node("div", "buttons");
            buttons.append(
              button(conflictsSheet.dataset.apply, () => settle(conflict.id, true), "primary"),
              button(conflictsSheet.dataset.letGo, () => settle(conflict.id, false)));
            for (const control of buttons.children) control.setAttribute("aria-describedby", line.id);
            item.append(line, buttons);
            return item;
          }));
          // A settled change leaves the list: the focus goes on to the next one (or to Close).
          if (conflictsSheet.open && hadFocus) firstConflictControl().focus();
        }
        function settle(id, apply) { if (!resting) send("settle", { id, apply }); }
        byID("sync-now").addEventListener("click", () => { if (!resting) send("sync"); });
        byID("show-conflicts").addEventListener("click", () => { conflictsSheet.showModal(); firstConflictControl().focus(); });
        byID("conflicts-close").addEventListener("click", () => conflictsSheet.close());
        conflictsSheet.addEventListener("close", () => {
          const opener = byID("show-conflicts");
          (opener.hidden ? byID("sync-now") : opener).focus();
        });
        """#
}
