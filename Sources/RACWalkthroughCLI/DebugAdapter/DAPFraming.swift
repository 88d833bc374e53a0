import Foundation

/// The Debug Adapter Protocol's base protocol: each message is a header (`Content-Length: N`, then
/// an empty line, every line ending in CR LF) followed by N bytes of JSON. Bytes arrive in pieces
/// of any size; `next` gives the messages as they complete.
struct DAPFrameReader {
  /// One step of reading.
  enum Frame: Equatable {
    /// A whole message's body (not yet read as JSON).
    case body(Data)
    /// A header the protocol does not allow; it has been skipped. The reason is one line.
    case malformed(String)
  }

  /// The longest header read: a header that goes on longer is no DAP header.
  static let maximumHeaderBytes = 8 * 1024
  /// The largest body accepted; editors send requests of a few kilobytes.
  static let maximumBodyBytes = 16 * 1024 * 1024

  private var buffer: [UInt8] = []
  /// The length of the body the last header announced, while its bytes are still arriving.
  private var pendingBodyLength: Int?

  /// Adds bytes read from the stream.
  mutating func append(_ bytes: [UInt8]) {
    buffer += bytes
  }

  /// The next complete frame, or nil when more bytes are needed.
  mutating func next() -> Frame? {
    if let length = pendingBodyLength {
      guard buffer.count >= length else { return nil }
      let body = Data(buffer[..<length])
      buffer.removeFirst(length)
      pendingBodyLength = nil
      return .body(body)
    }
    guard let end = Self.headerEnd(in: buffer) else {
      if buffer.count > Self.maximumHeaderBytes {
        buffer.removeAll()
        return .malformed("a header longer than \(Self.maximumHeaderBytes) bytes without its empty line")
      }
      return nil
    }
    let header = buffer[..<end]
    buffer.removeFirst(end + 4)
    switch Self.contentLength(of: header) {
    case .success(let length):
      pendingBodyLength = length
      return next()
    case .failure(let problem):
      return .malformed(problem.reason)
    }
  }

  /// Why a header was refused.
  struct HeaderProblem: Error {
    let reason: String
  }

  /// The `Content-Length` of a header's lines (other fields, such as `Content-Type`, are allowed
  /// and ignored).
  static func contentLength(of header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
    guard let text = String(bytes: header, encoding: .utf8) else {
      return .failure(HeaderProblem(reason: "the header is not UTF-8 text"))
    }
    var length: Int?
    for line in text.components(separatedBy: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure(
          HeaderProblem(reason: "a header line without ':' ('\(CommandText.escaped(String(line.prefix(40))))')"))
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard name.lowercased() == "content-length" else { continue }
      guard let number = Int(value), number >= 0 else {
        return .failure(
          HeaderProblem(reason: "Content-Length must be a whole number of bytes, not '\(CommandText.escaped(value))'"))
      }
      guard number <= maximumBodyBytes else {
        return .failure(HeaderProblem(reason: "Content-Length \(number) is larger than \(maximumBodyBytes) bytes"))
      }
      length = number
    }
    guard let length else { return .failure(HeaderProblem(reason: "a header without Content-Length")) }
    return .success(length)
  }

  /// The index of the CR LF CR LF that ends the header, if it has arrived.
  private static func headerEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
      return index
    }
    return nil
  }

  /// A message as the base protocol sends it: the header, then the body.
  static func frame(_ body: Data) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
  }
}
