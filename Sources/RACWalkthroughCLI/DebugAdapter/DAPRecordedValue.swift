import Foundation

/// Reading the trace's descriptions of values.
enum DAPRecordedValue {
  /// The elements of a value written as a list, `[a, b]` (brackets and quotes nest); nil for any
  /// other value.
  static func elements(of value: String) -> [String]? {
    guard value.hasPrefix("["), value.hasSuffix("]"), value.count >= 2 else { return nil }
    let inner = value.dropFirst().dropLast()
    guard !inner.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
    var elements: [String] = []
    var current = ""
    var depth = 0
    var inQuotes = false
    var escaped = false
    for character in inner {
      if inQuotes {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inQuotes = false
        }
      } else if character == "\"" {
        inQuotes = true
      } else if "[<({".contains(character) {
        depth += 1
      } else if "]>)}".contains(character) {
        depth = max(0, depth - 1)
      } else if character == ",", depth == 0 {
        elements.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      }
      current.append(character)
    }
    elements.append(current.trimmingCharacters(in: .whitespaces))
    return elements
  }
}
