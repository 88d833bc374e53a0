import Foundation

/// Writes the adapter's messages as JSON, keys in order. Foundation's `JSONSerialization` sorts
/// keys through the locale's collation and casts every value, which made writing a stack of two
/// hundred frames the largest cost of a round trip; the messages hold only strings, whole numbers,
/// Booleans, lists and objects the adapter made itself.
enum DAPJSON {
  static func write(_ value: Any, to text: inout String) {
    switch value {
    case let string as String:
      writeString(string, to: &text)
    case let flag as Bool:
      text += flag ? "true" : "false"
    case let number as Int:
      text += String(number)
    case let number as Double:
      text += number.isFinite ? String(number) : "null"
    case let object as [String: Any]:
      text += "{"
      for (index, key) in object.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        writeString(key, to: &text)
        text += ":"
        write(object[key] ?? NSNull(), to: &text)
      }
      text += "}"
    case let list as [Any]:
      text += "["
      for (index, element) in list.enumerated() {
        if index > 0 { text += "," }
        write(element, to: &text)
      }
      text += "]"
    default:
      text += "null"
    }
  }

  private static func writeString(_ string: String, to text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          text += String(format: "\\u%04x", scalar.value)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }
}
