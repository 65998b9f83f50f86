/// A position in a source file: the path relative to the project root, 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so a caret lines up under the character it means.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The file's path relative to the project root (or as given when outside it).
    public var file: String
    // 32-bit storage keeps every YAML node small; files are limited to far fewer lines than that.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// The start of a file, for problems that belong to a whole file.
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourceLocation: CustomStringConvertible {
    public var description: String { "\(file):\(line):\(column)" }
}
