import Foundation
import RACWalkthroughKit

/// Which answer a request gets: the page, the examples menu, one example, or a run; anything else
/// a 4xx. It runs before anything else the checks that keep other web pages out:
///
/// - the `Host` must be `localhost` or `127.0.0.1` (with a port or without): a page elsewhere
///   whose name is made to resolve to 127.0.0.1 (DNS rebinding) sends its own name, and gets 403;
/// - a run must be `POST`ed as `application/json` (which a form on another site cannot send
///   without the browser asking first, and the server answers no such question), and an `Origin`,
///   when the browser sends one, must be this server's.
struct PlaygroundRouter {
  let examples: PlaygroundExamples
  let runEndpoint: RunEndpoint
  /// The checkout runs may use (`serve --rac-source`), as the page names it.
  let racSourcePath: String?
  /// The page, made once.
  private let page = PlaygroundPage.page()

  init(examples: PlaygroundExamples, runEndpoint: RunEndpoint, racSourcePath: String?) {
    self.examples = examples
    self.runEndpoint = runEndpoint
    self.racSourcePath = racSourcePath
  }

  /// The answer to `request`, which arrived at `arrival` (a run's budget counts from then).
  func respond(to request: HTTPRequest, arrival: Date = Date()) -> HTTPResponse {
    do {
      return try route(request, arrival: arrival)
    } catch let error as HTTPError {
      return .error(error)
    } catch {
      return .error(HTTPError(status: .badRequest, message: "\(error)"))
    }
  }

  private func route(_ request: HTTPRequest, arrival: Date) throws -> HTTPResponse {
    guard let host = request.header("host") else {
      throw HTTPError(status: .badRequest, message: "the request has no Host header")
    }
    guard Self.isLoopbackName(host) else {
      throw HTTPError(
        status: .forbidden, message: "this server answers only to localhost and 127.0.0.1, not to another Host")
    }
    switch request.path {
    case "/", "/index.html":
      try Self.allow(["GET", "HEAD"], request)
      return .html(page)
    case "/api/examples":
      try Self.allow(["GET", "HEAD"], request)
      return .json(examples.menuJSON(racSource: racSourcePath))
    case let path where path.hasPrefix("/api/examples/"):
      try Self.allow(["GET", "HEAD"], request)
      let id = String(path.dropFirst("/api/examples/".count)).removingPercentEncoding ?? ""
      guard let json = examples.exampleJSON(id: id) else {
        throw HTTPError(status: .notFound, message: "no example is called '\(id)'")
      }
      return .json(json)
    case "/api/run":
      try Self.allow(["POST"], request)
      if let origin = request.header("origin"), !Self.isLoopbackOrigin(origin) {
        throw HTTPError(status: .forbidden, message: "runs are taken only from this server's own page")
      }
      let type = request.header("content-type")?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      guard type?.lowercased() == "application/json" else {
        throw HTTPError(status: .unsupportedMediaType, message: "a run is sent as Content-Type: application/json")
      }
      return runEndpoint.respond(to: request.body, arrival: arrival)
    default:
      throw HTTPError(status: .notFound, message: "nothing is at \(request.path)")
    }
  }

  private static func allow(_ methods: [String], _ request: HTTPRequest) throws {
    guard methods.contains(request.method) else {
      throw HTTPError(
        status: .methodNotAllowed,
        message: "\(request.path) takes \(methods.joined(separator: " or ")), not \(request.method)",
        headers: [("Allow", methods.joined(separator: ", "))])
    }
  }

  /// `localhost` or `127.0.0.1`, optionally with `:PORT`.
  static func isLoopbackName(_ host: String) -> Bool {
    var name = Substring(host.lowercased())
    if let colon = name.lastIndex(of: ":") {
      let port = name[name.index(after: colon)...]
      guard !port.isEmpty, port.count <= 5, port.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(port),
        number <= 65_535
      else { return false }
      name = name[..<colon]
    }
    return name == "localhost" || name == "127.0.0.1"
  }

  /// `http://localhost[:PORT]` or `http://127.0.0.1[:PORT]`.
  static func isLoopbackOrigin(_ origin: String) -> Bool {
    let prefix = "http://"
    guard origin.lowercased().hasPrefix(prefix) else { return false }
    return isLoopbackName(String(origin.dropFirst(prefix.count)))
  }
}
