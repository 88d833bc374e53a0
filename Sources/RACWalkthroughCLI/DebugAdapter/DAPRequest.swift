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
