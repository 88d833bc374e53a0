import Foundation

/// A request as the Debug Adapter Protocol sends it: `{"seq": 3, "type": "request", "command":
/// "next", "arguments": {…}}`.
struct DAPRequest {
  let seq: Int
  let command: String
  let arguments: [String: Any]

  /// Why a message is no request the adapter can answer; `seq` and `command` are what could be
  /// read of it, for the error response.
  struct Refusal: Error {
    let seq: Int
    let command: String
    let message: String
  }

  /// Reads a message's body.
  /// - Throws: `Refusal` for a body that is not a JSON object, not a request, or lacks its fields.
  init(body: Data) throws {
    guard let text = String(data: body, encoding: .utf8) else {
      throw Refusal(seq: 0, command: "", message: "the message is not UTF-8 text")
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      throw Refusal(seq: 0, command: "", message: "the message is not JSON")
    }
    guard let message = object as? [String: Any] else {
      throw Refusal(seq: 0, command: "", message: "the message is not a JSON object")
    }
    let seq = DAPValue.integer(message["seq"]) ?? 0
    let command = message["command"] as? String ?? ""
    guard DAPValue.integer(message["seq"]) != nil else {
      throw Refusal(seq: 0, command: command, message: "the message has no whole-number 'seq'")
    }
    guard let type = message["type"] as? String else {
      throw Refusal(seq: seq, command: command, message: "the message has no 'type'")
    }
    guard type == "request" else {
      throw Refusal(
        seq: seq, command: command,
        message: "the adapter answers requests only, not a message of type '\(CommandText.escaped(type))'")
    }
    guard message["command"] != nil else {
      throw Refusal(seq: seq, command: "", message: "the request has no 'command'")
    }
    guard !command.isEmpty else {
      throw Refusal(seq: seq, command: "", message: "the request's 'command' is not a non-empty string")
    }
    var arguments: [String: Any] = [:]
    if let given = message["arguments"], !(given is NSNull) {
      guard let object = given as? [String: Any] else {
        throw Refusal(seq: seq, command: command, message: "'arguments' of '\(command)' is not a JSON object")
      }
      arguments = object
    }
    self.seq = seq
    self.command = command
    self.arguments = arguments
  }
}

/// Reading JSON values that `JSONSerialization` gives as `NSNumber`, without taking a Boolean for
/// a number or a fraction for a whole number.
enum DAPValue {
  static func integer(_ value: Any?) -> Int? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    let double = number.doubleValue
    guard double.rounded() == double, abs(double) < 9e15 else { return nil }
    return number.intValue
  }

  static func number(_ value: Any?) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    return number.doubleValue
  }

  static func boolean(_ value: Any?) -> Bool? {
    guard let number = value as? NSNumber, isBoolean(number) else { return nil }
    return number.boolValue
  }

  /// JSON's `true` and `false` arrive as numbers of C type `char` (Darwin's `CFBoolean` as well);
  /// JSON's numbers never do.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    let type = String(cString: number.objCType)
    return type == "c" || type == "B"
  }
}

/// A message the adapter sends: a response to a request, or an event. `seq` is given when it is
/// written, in the order messages leave.
enum DAPOutgoing {
  case response(requestSeq: Int, command: String, body: [String: Any]?)
  case failure(requestSeq: Int, command: String, message: String)
  case event(String, body: [String: Any]?)

  /// The JSON object, numbered `seq`.
  func object(seq: Int) -> [String: Any] {
    switch self {
    case .response(let requestSeq, let command, let body):
      var object: [String: Any] = [
        "seq": seq, "type": "response", "request_seq": requestSeq, "success": true, "command": command,
      ]
      if let body { object["body"] = body }
      return object
    case .failure(let requestSeq, let command, let message):
      return [
        "seq": seq, "type": "response", "request_seq": requestSeq, "success": false, "command": command,
        "message": message,
        "body": ["error": ["id": 1, "format": message, "showUser": true] as [String: Any]],
      ]
    case .event(let name, let body):
      var object: [String: Any] = ["seq": seq, "type": "event", "event": name]
      if let body { object["body"] = body }
      return object
    }
  }

  /// The JSON text of the message, numbered `seq`.
  func data(seq: Int) -> Data {
    var text = ""
    DAPJSON.write(object(seq: seq), to: &text)
    return Data(text.utf8)
  }
}

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
