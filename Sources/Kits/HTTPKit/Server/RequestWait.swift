/// What a connection waiting for a request has shown so far. When the server is full, the one that has
/// shown least promise makes room: first a connection holding part of a request (a trickling client
/// sends it in pieces, a real one in a packet), then one idle between requests, last a new one the server
/// has not read yet, whose request may be on its way. Within a kind, the one that has waited longest.
enum RequestWait: Comparable, Sendable {
    case partialRequest
    case betweenRequests
    case nothingRead
}
