import Foundation

/// The body of `POST /api/run`: the code to run, as the page's editor holds it, and what to do with
/// it besides showing its trace.
///
/// A file's `name` is a label only: the name errors and the viewer give the file (`FILE:LINE:COL`),
/// never a path the server opens. The server reads no file a request names.
struct RunRequest: Decodable, Equatable {
  /// One file of the program.
  struct File: Decodable, Equatable {
    /// Its label (`snippet.m`, `map/post.m`).
    let name: String
    /// Its text.
    let text: String
  }

  /// The files, in the order they run (a walkthrough's post before its scene).
  let files: [File]
  /// The walkthrough the files come from (`map`), when the page took them from its menu: its steps
  /// are marked in the viewer, its settings (the class a file's bare methods belong to) apply, and
  /// `verify` compares with the post's output.
  var walkthrough: String?
  /// Whether to check the output against the one the code states (`// Outputs:`), or the post's.
  var verify: Bool?
  /// Whether to run every order of the background queues' turns (`explore`).
  var explore: Bool?
  /// Whether to run on RAC's own files (the server's `--rac-source` checkout) in place of the core.
  var racSource: Bool?
  /// The order of the queues' turns to run, as `explore` gives it (`run --schedule 0,1,0`).
  var schedule: [Int]?

  /// The most files, bytes of a name and choices of a schedule a request may hold.
  static let maxFiles = 32
  static let maxNameLength = 200
  static let maxScheduleLength = 100_000

  /// Reads and checks a request's body.
  /// - Throws: `HTTPError` (400) for a body that is not this JSON, or holds what no run can take.
  static func decode(_ body: [UInt8]) throws -> RunRequest {
    let request: RunRequest
    do {
      request = try JSONDecoder().decode(RunRequest.self, from: Data(body))
    } catch DecodingError.keyNotFound(let key, _) {
      throw HTTPError(status: .badRequest, message: "the run's JSON has no \"\(key.stringValue)\"")
    } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
      throw HTTPError(status: .badRequest, message: "the run's JSON has the wrong kind of value at \"\(path)\"")
    } catch {
      throw HTTPError(
        status: .badRequest,
        message: "the body is not JSON: send {\"files\": [{\"name\": \"snippet.m\", \"text\": \"…\"}]}")
    }
    try request.check()
    return request
  }

  private func check() throws {
    guard !files.isEmpty, files.count <= Self.maxFiles else {
      throw HTTPError(status: .badRequest, message: "a run takes 1 to \(Self.maxFiles) files, not \(files.count)")
    }
    var seen: Set<String> = []
    for file in files {
      let name = file.name
      guard !name.isEmpty, name.count <= Self.maxNameLength,
        !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }),
        name.hasSuffix(".m") || name.hasSuffix(".h") || name.hasSuffix(".objc")
      else {
        throw HTTPError(
          status: .badRequest,
          message: "a file's name is a label of up to \(Self.maxNameLength) printable characters ending in .m or .h")
      }
      guard seen.insert(name).inserted else {
        throw HTTPError(status: .badRequest, message: "two files are named '\(name)'")
      }
    }
    if let schedule {
      guard schedule.count <= Self.maxScheduleLength, schedule.allSatisfy({ (0...10_000).contains($0) }) else {
        throw HTTPError(status: .badRequest, message: "a schedule is a list of choices from 0 (as explore gives them)")
      }
    }
  }
}
