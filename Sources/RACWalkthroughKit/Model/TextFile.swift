import Foundation

/// Reads a file a user names (a snippet, a post, a walkthrough's data) as UTF-8 text, and says what
/// is wrong in one line when it cannot: a folder, a device or a pipe (which would block) instead of
/// a file, a file too large to be what it claims (read whole, a 200 MB `post-output.txt` took
/// 1.35 GB), or the line and column of its first byte that is not UTF-8.
public enum TextFile {
  /// Why a file cannot be read as text.
  public enum Problem: Error, Equatable, CustomStringConvertible {
    case missing(path: String)
    case notAFile(path: String, kind: String)
    case tooLarge(path: String, bytes: Int, limit: Int)
    case unreadable(path: String, reason: String)
    /// The first byte that is not UTF-8: its 1-based line and column (columns count characters
    /// before it), the byte, and the text decoded with U+FFFD in its place.
    case notUTF8(path: String, line: Int, column: Int, byte: UInt8, text: String)

    /// The problem in one line; a position is `PATH:LINE:COL:`, as a compiler writes it.
    public var description: String {
      switch self {
      case .missing(let path): return "no such file '\(path)'"
      case .notAFile(let path, let kind): return "'\(path)' is \(kind), not a file"
      case .tooLarge(let path, let bytes, let limit):
        return "'\(path)' is \(describe(bytes)): more than the \(describe(limit)) a file read here may hold"
      case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
      case .notUTF8(let path, let line, let column, let byte, _):
        return "\(path):\(line):\(column): invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))"
      }
    }

    private func describe(_ bytes: Int) -> String {
      if bytes >= 1 << 20 {
        let tenths = Int((Double(bytes) / Double(1 << 20) * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
      }
      return bytes >= 1 << 10 ? "\(bytes >> 10) KB" : "\(bytes) bytes"
    }
  }

  /// The most a file read here may hold: far more than any snippet, post or walkthrough data.
  public static let defaultLimit = 8 << 20

  /// The text of the regular file at `path`, at most `limit` bytes of UTF-8.
  /// - Throws: `Problem`.
  public static func read(_ path: String, limit: Int = defaultLimit) throws -> String {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { throw Problem.missing(path: path) }
      throw Problem.unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Problem.notAFile(path: path, kind: "a folder")
    case S_IFCHR: throw Problem.notAFile(path: path, kind: "a character device")
    case S_IFBLK: throw Problem.notAFile(path: path, kind: "a block device")
    case S_IFIFO: throw Problem.notAFile(path: path, kind: "a pipe")
    case S_IFSOCK: throw Problem.notAFile(path: path, kind: "a socket")
    default: throw Problem.notAFile(path: path, kind: "something else")
    }
    guard Int(info.st_size) <= limit else { throw Problem.tooLarge(path: path, bytes: Int(info.st_size), limit: limit) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem.unreadable(path: path, reason: "it cannot be opened")
    }
    // A file that grew since `stat` is held to the limit too.
    guard data.count <= limit else { throw Problem.tooLarge(path: path, bytes: data.count, limit: limit) }
    return try decode(data, path: path)
  }

  /// `data` as UTF-8, or where it first is not.
  /// - Throws: `Problem.notUTF8`.
  public static func decode(_ data: Data, path: String) throws -> String {
    if let text = String(data: data, encoding: .utf8) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    var line = 1
    var column = 1
    var offset = 0
    var previous: Unicode.Scalar?
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        // A line ends at LF, at CR not followed by LF, and at CR LF (counted at the LF).
        if scalar == "\n" {
          if previous != "\r" { line += 1 }
          column = 1
        } else if scalar == "\r" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        previous = scalar
        offset += encoded.count
      case .error:
        throw Problem.notUTF8(
          path: path, line: line, column: column, byte: data[data.startIndex + offset],
          text: String(decoding: data, as: UTF8.self))
      case .emptyInput:
        return String(decoding: data, as: UTF8.self)
      }
    }
  }
}
