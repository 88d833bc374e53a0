import Foundation

/// Reads an HTTP/1.1 request from the bytes a connection has received so far (RFC 9112), strictly:
/// a request line of three parts, header fields of a token name and a value, lines ended by CRLF,
/// a body only by `Content-Length` (no chunked bodies: the page never sends one). Anything else is
/// an `HTTPError` with its 4xx status, never a crash: the server answers it and goes on serving.
///
/// The limits keep a request from holding the server's memory: 16 KB of request line and header
/// fields (431 past it) and `maxBodyBytes` of body (413, decided from `Content-Length` before the
/// body is read).
struct HTTPRequestParser {
  /// The most bytes of body a request may carry: 256 KB.
  static let maxBodyBytes = 256 * 1024
  /// The most bytes of request line and header fields.
  static let maxHeaderBytes = 16 * 1024

  /// What the bytes so far make.
  enum Outcome: Equatable {
    /// Not all of the request has arrived yet.
    case incomplete
    /// A whole request.
    case request(HTTPRequest)
    /// A request that gets an error answer.
    case failure(HTTPError)
  }

  /// The limit on bodies (tests use a smaller one).
  var maxBodyBytes = HTTPRequestParser.maxBodyBytes

  /// Parses `bytes`, everything received so far on one connection.
  func parse(_ bytes: [UInt8]) -> Outcome {
    guard let headerEnd = Self.endOfHeader(in: bytes) else {
      if bytes.count > Self.maxHeaderBytes {
        return .failure(HTTPError(status: .headerFieldsTooLarge, message: "the request's header is over 16 KB"))
      }
      return .incomplete
    }
    guard headerEnd.start <= Self.maxHeaderBytes else {
      return .failure(HTTPError(status: .headerFieldsTooLarge, message: "the request's header is over 16 KB"))
    }
    guard let head = String(validating: bytes[..<headerEnd.start], as: UTF8.self) else {
      return .failure(HTTPError(status: .badRequest, message: "the request's header is not UTF-8 text"))
    }
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst()
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenCharacter) else {
      return .failure(HTTPError(status: .badRequest, message: "the request line is not 'METHOD /path HTTP/1.1'"))
    }
    let version = String(parts[2])
    guard version.hasPrefix("HTTP/") else {
      return .failure(HTTPError(status: .badRequest, message: "the request line is not 'METHOD /path HTTP/1.1'"))
    }
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      return .failure(HTTPError(status: .versionNotSupported, message: "only HTTP/1.1 (and 1.0) are spoken here"))
    }
    let target = parts[1]
    guard target.hasPrefix("/"),
      !target.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } ?? false })
    else {
      return .failure(HTTPError(status: .badRequest, message: "the request target is not a path ('/…')"))
    }
    var headers: [HTTPRequest.Field] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure(HTTPError(status: .badRequest, message: "a header line has no ':'"))
      }
      let name = line[..<colon]
      guard !name.isEmpty, name.allSatisfy(Self.isTokenCharacter) else {
        return .failure(HTTPError(status: .badRequest, message: "a header field's name is not a token"))
      }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
      guard !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else {
        return .failure(HTTPError(status: .badRequest, message: "a header field's value has a control character"))
      }
      headers.append(HTTPRequest.Field(name: name.lowercased(), value: value))
    }
    if headers.contains(where: { $0.name == "transfer-encoding" }) {
      return .failure(
        HTTPError(
          status: .notImplemented, message: "bodies in chunks (Transfer-Encoding) are not read: send Content-Length"))
    }
    let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
    var length = 0
    if let text = lengths.first {
      guard lengths.count == 1, !text.isEmpty, text.count <= 18, text.allSatisfy(\.isASCIIDigit), let number = Int(text)
      else {
        return .failure(HTTPError(status: .badRequest, message: "Content-Length is not one whole number"))
      }
      length = number
    }
    guard length <= maxBodyBytes else {
      return .failure(
        HTTPError(
          status: .payloadTooLarge, message: "the body is \(length) bytes: at most \(maxBodyBytes / 1024) KB is taken"))
    }
    let bodyStart = headerEnd.end
    guard bytes.count >= bodyStart + length else { return .incomplete }
    let query = target.firstIndex(of: "?") ?? target.endIndex
    return .request(
      HTTPRequest(
        method: String(parts[0]), path: String(target[..<query]), version: version, headers: headers,
        body: Array(bytes[bodyStart..<bodyStart + length])))
  }

  /// Where the header ends: the offset of the blank line's CRLF CRLF and the offset after it.
  private static func endOfHeader(in bytes: [UInt8]) -> (start: Int, end: Int)? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
      return (index, index + 4)
    }
    return nil
  }

  /// RFC 9110's `tchar`: what a method and a field name are made of.
  private static func isTokenCharacter(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue, ascii > 0x20, ascii < 0x7F else { return false }
    return !"\"(),/:;<=>?@[\\]{}".contains(character)
  }
}

extension Character {
  /// `0`–`9`, and nothing else that Unicode calls a digit.
  fileprivate var isASCIIDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
}
