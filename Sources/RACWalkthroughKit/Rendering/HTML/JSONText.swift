/// JSON written straight into bytes, byte for byte what Foundation's `JSONEncoder` with
/// `.sortedKeys` writes for the same values: the viewer's data (`ViewerData`) is tens of thousands
/// of small objects, which `JSONEncoder` boxes and sorts one key at a time (a quarter of
/// `trace contact-form --format html`).
///
/// The writer keeps no keys: each `object` lists its members in `JSONEncoder`'s sorted order
/// (case-insensitive), and leaves out a nil optional as the synthesized `Encodable` does
/// (`encodeIfPresent`). `ViewerDataJSONTests` holds the two byte-equal on the walkthroughs.
struct JSONText {
  private(set) var bytes: [UInt8] = []
  /// False once a value JSON cannot hold was written (an infinite or NaN number), where
  /// `JSONEncoder` would throw.
  private(set) var isValid = true
  /// Whether the object or array being written has a member or element yet.
  private var needsComma = false

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// A string, escaped as `JSONEncoder` escapes it: `"`, `\`, `/` and the control characters.
  mutating func string(_ value: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var start = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        index += 1
        // Every byte from `0` up but the backslash stands for itself: one comparison for most.
        guard byte < 0x30 || byte == 0x5C, byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x2F else {
          continue
        }
        bytes.append(contentsOf: utf8[start..<(index - 1)])
        start = index
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22, 0x5C, 0x2F: bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
          let hex = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
          bytes.append(hex[Int(byte >> 4)])
          bytes.append(hex[Int(byte & 0xF)])
        }
      }
      bytes.append(contentsOf: utf8[start...])
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// An integer's decimal digits, written last first into a buffer on the stack and appended at
  /// once (no `String` made for each of the many).
  mutating func int(_ value: Int) {
    separate()
    var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &buffer) { digits in
      var index = digits.count
      var magnitude = value.magnitude
      repeat {
        index -= 1
        digits[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        index -= 1
        digits[index] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: digits[index...]))
    }
  }

  /// A number as `JSONEncoder` writes a `Double`: its shortest description, without a `.0`.
  mutating func double(_ value: Double) {
    separate()
    guard value.isFinite else {
      isValid = false
      bytes.append(contentsOf: "null".utf8)
      return
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }

  mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// An object whose members `body` writes, each with `member(_:)` then its value.
  mutating func object(_ body: (inout JSONText) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// An object member's key; the value written next is its value.
  mutating func member(_ key: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    needsComma = false
  }

  /// An array of `elements`, each written by `element`.
  mutating func array<Element>(_ elements: some Sequence<Element>, _ element: (inout JSONText, Element) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    for value in elements { element(&self, value) }
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

  mutating func ints(_ values: [Int]) { array(values) { $0.int($1) } }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = true
  }
}
