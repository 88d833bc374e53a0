import Foundation

/// The playground's HTTP/1.1 server: a `SocketListener` on 127.0.0.1, each connection read by
/// `HTTPRequestParser` and answered by the `PlaygroundRouter`, one request per connection.
///
/// Each connection is served on a thread of its own with a large stack (parsing and running a
/// snippet recurse as deep as on the command line's main thread), at most `maxConnections` at a
/// time; the programs themselves run one at a time (`RunEndpoint`). A request that is malformed,
/// too large or too slow gets its 4xx and the connection closes; the server goes on.
final class PlaygroundServer: @unchecked Sendable {
  /// Connections served at once; the next waits to be accepted.
  static let maxConnections = 16
  /// The stack of a connection's thread: as large as a command's main thread has.
  static let stackSize = 16 << 20

  private let listener: SocketListener
  private let router: PlaygroundRouter
  private let parser: HTTPRequestParser
  private let readTimeout: Int
  private let slots = DispatchSemaphore(value: PlaygroundServer.maxConnections)
  private let running = DispatchGroup()

  /// The port it listens on.
  var port: UInt16 { listener.port }
  /// Its address, as the command prints it.
  var address: String { "http://127.0.0.1:\(port)/" }

  /// Listens on `port` (0: any free port) of 127.0.0.1.
  /// - Throws: `SocketListener.Failure` when the port cannot be had.
  init(
    port: UInt16, router: PlaygroundRouter, parser: HTTPRequestParser = HTTPRequestParser(), readTimeout: Int = 10
  ) throws {
    listener = try SocketListener(port: port)
    self.router = router
    self.parser = parser
    self.readTimeout = readTimeout
  }

  /// Accepts and serves connections until `stop`; returns when the connections being served are
  /// done.
  func serve() {
    while true {
      slots.wait()
      guard let descriptor = listener.nextConnection() else {
        slots.signal()
        break
      }
      running.enter()
      let thread = Thread { [self] in
        serveConnection(SocketConnection(descriptor: descriptor, readTimeout: readTimeout))
        slots.signal()
        running.leave()
      }
      thread.stackSize = Self.stackSize
      thread.start()
    }
    running.wait()
  }

  /// `serve` on a thread of its own, for tests and the command; returns at once.
  func start() {
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  /// Stops accepting; from any thread (the command's Ctrl-C handler, a test).
  func stop() {
    listener.stop()
  }

  /// Reads one request and answers it.
  private func serveConnection(_ connection: SocketConnection) {
    var received: [UInt8] = []
    let response: HTTPResponse
    var isHead = false
    reading: while true {
      switch parser.parse(received) {
      case .request(let request):
        isHead = request.method == "HEAD"
        response = router.respond(to: request)
        break reading
      case .failure(let error):
        response = .error(error)
        break reading
      case .incomplete:
        switch connection.receive() {
        case .bytes(let bytes):
          received += bytes
        case .end:
          guard !received.isEmpty else {
            connection.close()
            return
          }
          response = .error(HTTPError(status: .badRequest, message: "the request ended before it was whole"))
          break reading
        case .timedOut:
          response = .error(
            HTTPError(status: .requestTimeout, message: "the request did not arrive within \(readTimeout) s"))
          break reading
        case .failed:
          connection.close()
          return
        }
      }
    }
    connection.send(response.serialized(includingBody: !isHead))
    connection.closeAfterResponse()
  }
}
