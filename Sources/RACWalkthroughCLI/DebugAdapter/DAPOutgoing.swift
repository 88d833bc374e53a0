import Foundation

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
