/// One HTTP/1.1 request as the playground's server reads it (RFC 9112): the request line, the
/// header fields (names in lower case, in order) and the body the `Content-Length` announces.
struct HTTPRequest: Equatable {
  /// `GET`, `POST`, … as sent (methods are case-sensitive).
  let method: String
  /// The path of the request target, without its query (`/api/run`).
  let path: String
  /// `HTTP/1.1` or `HTTP/1.0`.
  let version: String
  /// The header fields, names lower-cased, in the order they came.
  let headers: [Field]
  /// The body's bytes (empty without a `Content-Length`).
  let body: [UInt8]

  /// One header field.
  struct Field: Equatable {
    /// Its name, lower-cased.
    let name: String
    /// Its value, without the spaces around it.
    let value: String
  }

  /// The value of the header field `name` (lower case), if the request has one.
  func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }
}

/// Why a request gets no answer but an error: the status and a one-line message for the client.
struct HTTPError: Error, Equatable {
  /// The status to answer with (4xx, or 5xx for what the server does not implement).
  let status: HTTPStatus
  /// What was wrong, in one line.
  let message: String
  /// Header fields the answer carries besides the usual ones (`Allow` with a 405).
  var headers: [(String, String)] = []

  static func == (left: HTTPError, right: HTTPError) -> Bool {
    left.status == right.status && left.message == right.message
  }
}
