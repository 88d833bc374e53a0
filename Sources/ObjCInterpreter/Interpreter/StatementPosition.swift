/// Where the program is: the statement or call running now, set at every one. Kept as its parts: a
/// statement in the same file as the one before (nearly every one) sets three integers, not the
/// file's name as well (a retain and a release of its string each time: issue 21).
struct StatementPosition {
  private var file: String
  private var position: (offset: Int, line: Int, column: Int) = (0, 1, 1)

  /// The start of `file`.
  init(file: String) {
    self.file = file
  }

  /// The statement or call at `location` starts.
  @inline(__always)
  mutating func move(to location: SourceLocation) {
    if file != location.file { file = location.file }
    position = (location.offset, location.line, location.column)
  }

  /// Where the statement running now is.
  var location: SourceLocation {
    SourceLocation(file: file, offset: position.offset, line: position.line, column: position.column)
  }
}

/// The bodies a run enters by (the entry method's, `main`'s, the lifecycle methods'): what their
/// locals hold when they end is kept for the main run loop's turn, as on a device.
///
/// A run has one to a handful of them, and every compound statement asks at its end: a list
/// compared by identity costs less than hashing into a set (issue 37).
struct EntryBodies {
  private var ids: [ObjectIdentifier] = []

  /// Marks `body` as one the run enters by.
  mutating func insert(_ body: CompoundStatement) {
    let id = ObjectIdentifier(body)
    if !ids.contains(id) { ids.append(id) }
  }

  /// Whether `body` is one the run enters by.
  @inline(__always)
  func contains(_ body: CompoundStatement) -> Bool {
    let id = ObjectIdentifier(body)
    for each in ids where each == id { return true }
    return false
  }
}
