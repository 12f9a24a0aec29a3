// A SwiftUI file that imports PresentationObservation needs no `import Observation` of its own.
@_exported import Observation
