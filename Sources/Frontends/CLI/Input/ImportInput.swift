import Foundation

/// Reads the document `import` is given: a file, standard input (`-`), or anything else that can be read
/// to its end, such as a pipe (`/dev/stdin`, `<(…)`) or a character device. Its size on disk is never
/// trusted (a pipe has none), so it reads until the end, and stops at ``limit`` bytes.
enum ImportInput {
    /// The largest document an import reads: 512 MiB, more than Taskwarrior's export of a million tasks
    /// (about 270 MB). Anything larger (`/dev/zero`, a wrong file) is refused before it fills the memory.
    static let limit = 512 << 20

    /// The bytes of `path` (`-` for standard input).
    ///
    /// - Throws: a ``CommandFailure`` naming the input and saying why it cannot be read.
    static func document(_ path: String, strings: CLIStrings) throws(CommandFailure) -> Data {
        let name = path == "-" ? strings.standardInput : path
        func failure(_ reason: String) -> CommandFailure {
            CommandFailure(strings.cannotRead(name, reason), status: .rejected)
        }
        func failure(code: Int32) -> CommandFailure {
            switch code {
            case ENOENT: failure(strings.noSuchFile)
            case EACCES, EPERM: failure(strings.permissionDenied)
            case EISDIR: failure(strings.isDirectory)
            case EBADF where path == "-": failure(strings.inputClosed)
            default: failure(String(cString: strerror(code)))
            }
        }
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            // Follows links on purpose: `/dev/stdin` and `/dev/fd/N` are links to what the shell opened.
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(code: errno) }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(code: errno) }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw failure(strings.isDirectory) }
        let regular = (info.st_mode & S_IFMT) == S_IFREG
        if regular, Int(info.st_size) > limit { throw failure(strings.tooLarge(limit)) }

        var document = Data(capacity: regular ? Int(info.st_size) : 1 << 16)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(code: errno)
            }
            if count == 0 { return document }
            guard document.count + count <= limit else { throw failure(strings.tooLarge(limit)) }
            document.append(contentsOf: chunk[..<count])
        }
    }
}
