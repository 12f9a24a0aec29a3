/// SwiftUICore's `public struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`:
/// a view for each element of a collection, each known by its identity.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// SwiftUICore's `public var data: Data`: the elements.
    public var data: Data
    /// SwiftUICore's `public var content: (Data.Element) -> Content`: the view of one element.
    public var content: (Data.Element) -> Content
}

/// SwiftUICore's `extension ForEach : View where Content : View`.
extension ForEach: View where Content: View {
    /// Never a view of its own: SwiftUI draws it.
    public typealias Body = Never
}

/// SwiftUICore's `extension ForEach where ID == Data.Element.ID, Content : View, Data.Element : Identifiable`.
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// SwiftUICore's `public init(_ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content)`:
    /// each element known by its own `id`.
    public init(_ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content)
    }
}

/// SwiftUICore's `extension ForEach where Content : View`.
extension ForEach where Content: View {
    /// SwiftUICore's `public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content:
    /// @escaping (Data.Element) -> Content)`: each element known by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content)
    }
}
