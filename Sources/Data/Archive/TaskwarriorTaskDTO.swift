/// One task of Taskwarrior 2.6's `task export`, with only the fields the import reads.
///
/// Every field is optional so that a missing one is reported by name with its item number.
struct TaskwarriorTaskDTO: Decodable {
    let uuid: String?
    let description: String?
    let status: String?
    let entry: String?
    let modified: String?
    let start: String?
    let due: String?
    let annotations: [TaskwarriorAnnotationDTO]?
}
