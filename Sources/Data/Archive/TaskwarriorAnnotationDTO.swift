/// One note attached to a Taskwarrior task; the import makes a task's notes its body, one per line.
struct TaskwarriorAnnotationDTO: Decodable {
    let description: String?
}
