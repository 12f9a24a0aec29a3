#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import HTTPKit

/// Where `serve` keeps the secret a browser must show: `$XDG_STATE_HOME/project-manager/serve-token`
/// (`~/.local/state/project-manager/` by default), a file only its owner can read (0600) in a folder
/// only its owner can open (0700).
///
/// Kept from one run to the next, so a tab left open across a restart still holds a valid secret;
/// replaced only when asked (`serve --new-token`), which locks out every browser that had it.
struct SecretFile {
    /// The folder holding the file.
    let directory: String
    /// The file.
    var path: String { directory + "/serve-token" }

    /// The file of the user whose environment this is.
    init(environment: [String: String]) throws(SecretFileError) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            directory = state + "/project-manager"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            directory = home + "/.local/state/project-manager"
        } else {
            throw SecretFileError(english: "cannot tell where to keep the server's secret: set HOME or XDG_STATE_HOME to an absolute path",
                                  korean: "서버의 비밀 값을 둘 곳을 알 수 없습니다. HOME이나 XDG_STATE_HOME을 절대 경로로 설정하세요")
        }
    }

    /// The secret kept in the file; a new one, written first, when there is none yet or `renew` asks.
    func token(renew: Bool) throws(SecretFileError) -> AccessToken {
        try makeDirectory()
        if !renew, let kept = try kept() { return kept }
        let token = AccessToken()
        try store(token)
        return token
    }

    /// Creates the folder (and its parents) for its owner alone; an existing folder is narrowed to 0700.
    private func makeDirectory() throws(SecretFileError) {
        var partial = ""
        for component in directory.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o700) != 0 && errno != EEXIST { throw failure("cannot create", partial) }
        }
        var info = stat()
        guard lstat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else {
            throw SecretFileError(english: "\(directory) is not a folder of yours: the server's secret cannot be kept there",
                                  korean: "\(directory)은(는) 내 폴더가 아니므로 서버의 비밀 값을 둘 수 없습니다")
        }
        if info.st_mode & 0o077 != 0, chmod(directory, 0o700) != 0 { throw failure("cannot restrict", directory) }
    }

    /// The kept secret, or `nil` when there is no file yet.
    private func kept() throws(SecretFileError) -> AccessToken? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0 && errno == ENOENT { return nil }
        guard descriptor >= 0 else { throw failure("cannot read", path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o077 == 0 else {
            throw SecretFileError(english: "\(path) is not yours alone (it must be mode 0600): run 'project-manager serve --new-token' to replace it",
                                  korean: "\(path)은(는) 나만 읽을 수 있는 파일이 아닙니다(0600이어야 합니다). 'project-manager serve --new-token'으로 바꾸세요")
        }
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        let text = String(decoding: bytes.prefix(max(0, count)), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.utf8.count == 64, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            throw SecretFileError(english: "\(path) does not hold a secret serve wrote: run 'project-manager serve --new-token' to replace it",
                                  korean: "\(path)에 serve가 쓴 비밀 값이 없습니다. 'project-manager serve --new-token'으로 바꾸세요")
        }
        return AccessToken(value: text)
    }

    /// Writes `token` beside the file, for its owner alone, then puts it in the file's place at once.
    private func store(_ token: AccessToken) throws(SecretFileError) {
        let temporary = path + ".new"
        unlink(temporary)  // left by a run that stopped half-way
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot write", temporary) }
        let bytes = Array((token.value + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = Self.flush(descriptor)
        close(descriptor)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw failure("cannot write", path)
        }
        let folder = open(directory, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            _ = Self.flush(folder)  // the rename itself on the disk
            close(folder)
        }
    }

    /// On Apple's systems `fsync` leaves the bytes in the drive's cache; `F_FULLFSYNC` empties it (where the
    /// file system refuses it, `fsync` is the best there is).
    private static func flush(_ descriptor: Int32) -> Bool {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
        #endif
        return fsync(descriptor) == 0
    }

    private func failure(_ what: String, _ file: String) -> SecretFileError {
        let reason = String(cString: strerror(errno))
        let korean = ["cannot create": "만들 수 없습니다", "cannot restrict": "권한을 좁힐 수 없습니다", "cannot read": "읽을 수 없습니다",
                      "cannot write": "쓸 수 없습니다"][what] ?? what
        return SecretFileError(english: "\(what) \(file): \(reason)", korean: "\(file)을(를) \(korean): \(reason)")
    }
}
