import Domain
import FastCoding
import Foundation

/// Taskwarrior's `task export`: an array of tasks, or one task object a line.
extension ProjectArchiveCoder {
    /// Whether `data`, which starts with an object, is Taskwarrior's `rc.json.array=off` export (one task
    /// object a line) rather than our document: its first object is a task, not `{"format": …}`.
    static func isTaskwarriorLines(_ data: Data) -> Bool {
        guard let keys = try? JSONReader.keysOfFirstObject(withoutByteOrderMark(data)) else { return false }
        return !keys.contains("format") && !keys.contains("projects")
            && (keys.contains("uuid") || keys.contains("description") || keys.contains("status"))
    }

    /// The projects of the Taskwarrior tasks that `read` finds in `data` (an array, or one object a line),
    /// numbered from 1 in document order (skipped tasks included). Each task is converted as it is read,
    /// so a million tasks are never held as read beside the projects made of them.
    ///
    /// The errors come as a decoder's would: the whole document is JSON first, then the first item of the
    /// wrong shape, then the first item that is no project.
    func tasks(
        _ data: Data, _ read: (Data, (TaskwarriorTaskDTO) -> Void) throws(JSONReadError) -> Void
    ) throws(ImportError) -> [Project] {
        var projects: [Project] = []
        // About one project per 200 bytes of export: reserved once, so the array never grows by copying.
        projects.reserveCapacity(data.count / 200)
        var index = 0, wrongShape: ImportError?, wrongItem: ImportError?
        do throws(JSONReadError) {
            try read(Self.withoutByteOrderMark(data)) { task in
                defer { index += 1 }
                guard wrongShape == nil else { return }
                if let problem = task.problem {
                    wrongShape = .invalidItem(index: index + 1, problem)
                    projects = []
                    return
                }
                guard wrongItem == nil else { return }
                do throws(ImportError) {
                    if let project = try Self.checked(index, { () throws(ImportProblem) in try project(from: task) }) {
                        projects.append(project)
                    }
                } catch {
                    wrongItem = error
                    projects = []
                }
            }
        } catch {
            throw ImportError.notJSON(reason: error.description)
        }
        if let failure = wrongShape ?? wrongItem { throw failure }
        return projects
    }

    /// A field's value as read, or the one its text gives (`text`'s error when none).
    private static func value<Value>(
        _ field: TaskwarriorTaskDTO.Field<Value>?, field name: String, text: (String) throws(ImportProblem) -> Value
    ) throws(ImportProblem) -> Value {
        switch field {
        case nil: throw .missing(field: name)
        case let .value(value)?: return value
        case let .text(string)?: return try text(string)
        }
    }

    /// An instant read in Taskwarrior's compact form.
    private static func instant(_ field: TaskwarriorTaskDTO.Field<Date>?, field name: String) throws(ImportProblem) -> Date {
        try value(field, field: name) { text throws(ImportProblem) in try instant(text, field: name, parse: ArchiveTimestamp.parseCompact) }
    }

    static func withoutByteOrderMark(_ data: Data) -> Data {
        data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    }

    /// `nil` for the tasks an import skips: deleted ones and recurrence templates.
    private func project(from task: TaskwarriorTaskDTO) throws(ImportProblem) -> Project? {
        guard let status = task.status else { throw .missing(field: "status") }
        let state: ProjectState
        switch status {
        case "pending": state = task.start == nil ? .todo : .doing
        case "waiting": state = .todo
        case "completed": state = .done
        case "deleted", "recurring": return nil
        default: throw .unknownStatus(status)
        }
        let id = try Self.value(task.uuid, field: "uuid") { text throws(ImportProblem) in try Self.id(text, field: "uuid") }
        guard let title = task.description else { throw .missing(field: "description") }
        let createdAt = try Self.instant(task.entry, field: "entry")
        var updatedAt: Date?
        if task.modified != nil {
            updatedAt = try Self.instant(task.modified, field: "modified")
        }
        var deadline: CalendarDay?
        if let text = task.due {
            let due = try Self.instant(text, field: "due", parse: ArchiveTimestamp.parseCompact)
            deadline = clock.day(of: due)
            if deadline == nil { throw .outOfRange(field: "due", value: text) }
        }
        let body = (task.annotations ?? []).compactMap(\.description).joined(separator: "\n")
        return try Self.validated(Project(
            id: id, title: title, body: body, deadline: deadline, state: state,
            createdAt: createdAt, updatedAt: updatedAt
        ))
    }
}
