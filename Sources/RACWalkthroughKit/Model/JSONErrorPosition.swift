import Foundation

/// Where in a JSON file a decoding error is, as `LINE:COL`: `JSONDecoder` says "the given data was
/// not valid JSON" for a syntax error and gives a coding path (`steps[3].pattern`) for a value of
/// the wrong type, neither of which finds the place in a hand-written `steps.json`.
enum JSONErrorPosition {
  /// The error in one line, led by the line and column it is at when they can be found.
  static func describe(_ error: Error, in data: Data) -> String {
    let bytes = [UInt8](data)
    switch error {
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      // A syntax error: JSONSerialization says where ("around line 3, column 5" on Darwin,
      // "around character 42" elsewhere).
      do {
        _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      } catch {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        if let (line, column) = numbers(after: "line ", and: "column ", in: text) {
          return "\(line):\(column): \(text)"
        }
        if let offset = number(after: "character ", in: text) {
          let (line, column) = position(ofOffset: offset, in: bytes)
          return "\(line):\(column): \(text)"
        }
        return text
      }
      return context.debugDescription
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return located(context.debugDescription, path: context.codingPath, in: bytes)
    case DecodingError.keyNotFound(let key, let context):
      return located("no '\(key.stringValue)' here", path: context.codingPath, in: bytes)
    default:
      return "\(error)"
    }
  }

  private static func located(_ message: String, path: [any CodingKey], in bytes: [UInt8]) -> String {
    let place = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    let text = place.isEmpty ? message : "\(place.hasPrefix(".") ? String(place.dropFirst()) : place): \(message)"
    guard let offset = offset(of: path, in: bytes) else { return text }
    let (line, column) = position(ofOffset: offset, in: bytes)
    return "\(line):\(column): \(text)"
  }

  /// The byte offset of the value at `path` (object keys and array indexes), walking only along
  /// the path; nil when the text does not have it.
  static func offset(of path: [any CodingKey], in bytes: [UInt8]) -> Int? {
    var index = 0
    func skipBlanks() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    /// Skips one value: a string, or anything up to the end of its brackets.
    func skipValue() {
      skipBlanks()
      guard index < bytes.count else { return }
      if bytes[index] == UInt8(ascii: "\"") {
        _ = readString()
        return
      }
      var depth = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          _ = readString()
          continue
        }
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
        if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          if depth == 0 { return }
          depth -= 1
          index += 1
          if depth == 0 { return }
          continue
        }
        if depth == 0, byte == UInt8(ascii: ",") { return }
        index += 1
      }
    }
    func readString() -> String {
      var text: [UInt8] = []
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        if bytes[index] == UInt8(ascii: "\\") { index += 1 }
        if index < bytes.count { text.append(bytes[index]) }
        index += 1
      }
      index += 1
      return String(decoding: text, as: UTF8.self)
    }
    for key in path {
      skipBlanks()
      guard index < bytes.count else { return nil }
      if let wanted = key.intValue, bytes[index] == UInt8(ascii: "[") {
        index += 1
        for _ in 0..<wanted {
          skipValue()
          skipBlanks()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
          index += 1
        }
      } else if bytes[index] == UInt8(ascii: "{") {
        index += 1
        while true {
          skipBlanks()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
          let name = readString()
          skipBlanks()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
          index += 1
          if name == key.stringValue { break }
          skipValue()
          skipBlanks()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
          index += 1
        }
      } else {
        return nil
      }
    }
    skipBlanks()
    return index
  }

  /// The 1-based line and column (in characters) of a byte offset.
  static func position(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let prefix = String(decoding: bytes.prefix(max(0, offset)), as: UTF8.self)
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.count, (lines.last?.count ?? 0) + 1)
  }

  private static func number(after word: String, in text: String) -> Int? {
    guard let range = text.range(of: word) else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  private static func numbers(after first: String, and second: String, in text: String) -> (Int, Int)? {
    guard let line = number(after: first, in: text), let column = number(after: second, in: text) else { return nil }
    return (line, column)
  }
}
