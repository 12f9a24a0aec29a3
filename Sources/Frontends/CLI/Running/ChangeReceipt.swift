/// What a command saved, noted when it reports the change: if standard output then cannot be written,
/// the tool can still tell the user that the change *was* saved, and which, so that a script does not
/// run it again.
@MainActor
final class ChangeReceipt {
    /// The saved change in words (e.g. "Added 'Write the README' as 3f2a9c01."); `nil` when nothing was saved.
    var change: String?
}
