/// What the viewer shows when an object's name is clicked: what holds it as the current stop begins, as
/// `step`'s `who` prints it (`WhoHolds` computes it, from a second run of an Objective-C program),
/// and the two stops its timeline marks: where it is freed, and where the last reference that
/// will ever let go of it was taken (after which its going is only a matter of time).
///
/// An object's report is kept only from the stops where it changes: the page shows, at stop S,
/// the last report from a stop at or before S.
public struct ViewerHolders: Sendable, Encodable, Equatable {
  /// One object the viewer can say the holders of.
  public struct Object: Sendable, Encodable, Equatable {
    /// Its number in the trace (`#3`).
    public var number: Int
    /// Its name as the report names it (`Screen#3 (made at screen.m:22)`).
    public var name: String
    /// `[stop, text]` pairs, the stop 1-based as `step` counts them, the text an index into
    /// `texts`: the report from that stop on.
    public var reports: [[Int]]
    /// The stop during which it is freed (its `-dealloc` starts there, or it has gone by the
    /// next stop looked at), if it is.
    public var freed: Int?
    /// The stop where the last reference that will ever let go of it was taken, if it is freed.
    public var settled: Int?

    /// An object and its reports.
    public init(number: Int, name: String, reports: [[Int]], freed: Int?, settled: Int?) {
      self.number = number
      self.name = name
      self.reports = reports
      self.freed = freed
      self.settled = settled
    }
  }

  /// The objects, by number.
  public var objects: [Object]
  /// The reports, each once, each line an index into `lines`: a report walks the same root paths
  /// at stop after stop (contact-form's 5,414 reports have 413,744 lines, 4,324 of them distinct).
  public var texts: [[Int]]
  /// The reports' lines, each once.
  public var lines: [String]

  /// The objects' reports, whose lines are `texts`' indices into `lines`.
  public init(objects: [Object], texts: [[Int]], lines: [String]) {
    self.objects = objects
    self.texts = texts
    self.lines = lines
  }

  /// The lines of report `text` (an object's `reports[i][1]`); none for an index out of range.
  public func report(_ text: Int) -> [String] {
    guard texts.indices.contains(text) else { return [] }
    return texts[text].map { lines.indices.contains($0) ? lines[$0] : "" }
  }

  /// Written as `JSONEncoder` with `.sortedKeys` writes it (`ViewerData+JSON`).
  func write(to json: inout JSONText) {
    json.object { json in
      json.member("lines")
      json.strings(lines)
      json.member("objects")
      json.array(objects) { json, object in
        json.object { json in
          if let freed = object.freed {
            json.member("freed")
            json.int(freed)
          }
          json.member("name")
          json.string(object.name)
          json.member("number")
          json.int(object.number)
          json.member("reports")
          json.array(object.reports) { $0.ints($1) }
          if let settled = object.settled {
            json.member("settled")
            json.int(settled)
          }
        }
      }
      json.member("texts")
      json.array(texts) { $0.ints($1) }
    }
  }
}
