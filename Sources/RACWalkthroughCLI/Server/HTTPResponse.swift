import Foundation

/// The statuses the playground's server answers with.
struct HTTPStatus: Equatable {
  /// The three digits.
  let code: Int
  /// The reason phrase of the status line.
  let reason: String

  static let ok = HTTPStatus(code: 200, reason: "OK")
  static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
  static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
  static let notFound = HTTPStatus(code: 404, reason: "Not Found")
  static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
  static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
  static let payloadTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
  static let unsupportedMediaType = HTTPStatus(code: 415, reason: "Unsupported Media Type")
  static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
  static let internalServerError = HTTPStatus(code: 500, reason: "Internal Server Error")
  static let notImplemented = HTTPStatus(code: 501, reason: "Not Implemented")
  static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
  static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")
}

/// One answer of the playground's server, written as HTTP/1.1 with its length and
/// `Connection: close` (one request per connection: the page makes few, all to this machine).
///
/// Every answer says how it may be used: `nosniff`, no caching, and for the page a content policy
/// that lets it run only its own inline script and style and talk only to this server (it fetches
/// nothing from the network, and a snippet's text can never become script).
struct HTTPResponse {
  /// The status.
  var status: HTTPStatus
  /// The header fields besides the ones every answer has.
  var headers: [(String, String)]
  /// The body.
  var body: [UInt8]

  /// The page's content policy.
  static let pagePolicy =
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  /// An HTML page.
  static func html(_ text: String) -> HTTPResponse {
    HTTPResponse(
      status: .ok,
      headers: [("Content-Type", "text/html; charset=utf-8"), ("Content-Security-Policy", pagePolicy)],
      body: Array(text.utf8))
  }

  /// JSON text, with `status`.
  static func json(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: Array(text.utf8))
  }

  /// An error as JSON: `{"error":{"status":413,"message":"…"}}`.
  static func error(_ error: HTTPError) -> HTTPResponse {
    let message = (try? JSONEncoder().encode(error.message)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    var response = json(
      #"{"error":{"message":"# + message + #","status":\#(error.status.code)}}"#, status: error.status)
    response.headers += error.headers
    return response
  }

  /// The bytes on the wire: status line, header fields, blank line, body. A `HEAD` request gets
  /// the same header without the body.
  func serialized(includingBody: Bool = true) -> [UInt8] {
    var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\n"
    head += "Cache-Control: no-store\r\n"
    head += "X-Content-Type-Options: nosniff\r\n"
    head += "Referrer-Policy: no-referrer\r\n"
    head += "Connection: close\r\n\r\n"
    return Array(head.utf8) + (includingBody ? body : [])
  }
}
