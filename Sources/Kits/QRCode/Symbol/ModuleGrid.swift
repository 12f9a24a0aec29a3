/// The square of modules a symbol is drawn on, while it is being built: each module dark or light, and
/// whether it belongs to a function pattern (finders, timing, alignment, format and version
/// information), which data and masks must leave alone.
struct ModuleGrid: Equatable {
    /// Modules on a side.
    let size: Int
    /// Dark (`true`) or light, row by row.
    private(set) var modules: [Bool]
    /// Whether each module is part of a function pattern, row by row.
    private(set) var isFunction: [Bool]

    /// An all-light grid of `size` × `size` modules, none of them reserved.
    init(size: Int) {
        self.size = size
        modules = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
    }

    /// The module in column `x`, row `y`.
    subscript(x: Int, y: Int) -> Bool {
        get { modules[y * size + x] }
        set { modules[y * size + x] = newValue }
    }

    /// Whether the module in column `x`, row `y` belongs to a function pattern.
    func isFunction(x: Int, y: Int) -> Bool { isFunction[y * size + x] }

    /// Sets a module of a function pattern, and marks it as one.
    mutating func setFunction(x: Int, y: Int, dark: Bool) {
        self[x, y] = dark
        isFunction[y * size + x] = true
    }

    /// Whether column `x`, row `y` lies on the grid.
    func contains(x: Int, y: Int) -> Bool { (0..<size).contains(x) && (0..<size).contains(y) }
}
