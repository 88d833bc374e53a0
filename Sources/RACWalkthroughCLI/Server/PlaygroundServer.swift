import Foundation
import RAC

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The playground's HTTP/1.1 server: a `SocketListener` on 127.0.0.1, each connection read by
/// `HTTPRequestParser` and answered by the `PlaygroundRouter`, one request per connection.
///
/// One thread polls the listener and every connection, none of which blocks: reading requests,
/// answering the page and the examples, and sending every answer happen there, so that a client
/// that trickles its request, or never sends one, holds no thread and delays no one. A run is
/// the one answer made elsewhere: on a thread of its own that waits for its worker process
/// (`RunEndpoint`), after which the loop sends its answer. Static files are thus served at once
/// whatever is running.
///
/// Limits keep a client from tying the server up: its request must be whole within
/// `requestSeconds` of connecting (else 408 and the connection closes, idle or trickling alike);
/// a client has at most `connectionsPerClient` connections (past it, its oldest still sending a
/// request is closed, so the newest, a page's `GET`, is served); an answer must be taken within
/// `writeSeconds`; at most `maxRuns` runs wait or run at once (past it, 503).
final class PlaygroundServer: @unchecked Sendable {
  /// What a client may take of the server.
  struct Limits {
    /// Seconds a connection has to send its whole request.
    var requestSeconds: Double = 5
    /// Connections of one client address at once.
    var connectionsPerClient = 64
    /// Connections at once, all clients together.
    var connections = 512
    /// Seconds a client has to take its answer.
    var writeSeconds: Double = 30
    /// Runs waiting or running at once.
    var maxRuns = 32
  }

  private let listener: SocketListener
  private let wakeUp: WakeUpPipe
  private let router: PlaygroundRouter
  private let parser: HTTPRequestParser
  private let limits: Limits
  /// Answers of runs, for the loop to send: the connection's id and the answer.
  private let finishedRuns = LockedState<[(Int, HTTPResponse)]>([])
  private let stopped = LockedState(false)
  /// The loop's own state, touched on its thread only.
  private var connections: [Int: ClientConnection] = [:]
  private var nextID = 0
  private var runsUnderway = 0

  /// The port it listens on.
  var port: UInt16 { listener.port }
  /// Its address, as the command prints it.
  var address: String { "http://127.0.0.1:\(port)/" }

  /// Listens on `port` (0: any free port) of 127.0.0.1.
  /// - Throws: `SocketListener.Failure` when the port cannot be had.
  init(
    port: UInt16, router: PlaygroundRouter, parser: HTTPRequestParser = HTTPRequestParser(), limits: Limits = Limits()
  ) throws {
    listener = try SocketListener(port: port)
    wakeUp = try WakeUpPipe()
    self.router = router
    self.parser = parser
    self.limits = limits
    // A worker that ends before reading its input makes the write to its pipe fail: that must be
    // an error to the writer, not the signal that would end the server.
    signal(SIGPIPE, SIG_IGN)
  }

  /// Accepts and serves connections until `stop`; returns when the runs underway are answered.
  func serve() {
    var listening = true
    while true {
      if listening, stopped.withLock({ $0 }) {
        listening = false
        listener.close()
        for connection in connections.values {
          if case .reading = connection.phase { drop(connection) }
        }
      }
      if !listening, connections.isEmpty, runsUnderway == 0 { break }
      var waits = [pollfd(fd: wakeUp.readEnd, events: Int16(POLLIN), revents: 0)]
      if listening { waits.append(pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)) }
      let watched = connections.values.filter { if case .running = $0.phase { false } else { true } }
      for connection in watched {
        let events = if case .writing = connection.phase { POLLOUT } else { POLLIN }
        waits.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
      }
      let ready = poll(&waits, nfds_t(waits.count), timeout(for: watched))
      if ready < 0, errno != EINTR { usleep(10_000) }
      if waits[0].revents != 0 { wakeUp.drain() }
      sendFinishedRuns()
      if listening, waits[1].revents != 0 { acceptWaiting() }
      let offset = listening ? 2 : 1
      for (index, connection) in watched.enumerated() where waits[offset + index].revents != 0 {
        guard connections[connection.id] != nil else { continue }
        progress(connection)
      }
      expire()
    }
  }

  /// `serve` on a thread of its own, for tests and the command; returns at once.
  func start() {
    Thread { [self] in serve() }.start()
  }

  /// Stops accepting; from any thread (the command's Ctrl-C handler, a test). Runs underway are
  /// answered, requests still arriving are dropped.
  func stop() {
    stopped.withLock { $0 = true }
    wakeUp.wake()
  }

  /// Milliseconds until the nearest deadline of `watched` (at most a second).
  private func timeout(for watched: [ClientConnection]) -> Int32 {
    guard let nearest = watched.compactMap(\.deadline).min() else { return 1000 }
    return Int32(max(0, min(1000, (nearest.timeIntervalSinceNow * 1000).rounded(.up))))
  }

  private func acceptWaiting() {
    while true {
      switch listener.accept() {
      case .connection(let descriptor, let client):
        makeRoom(for: client)
        nextID += 1
        let connection = ClientConnection(
          id: nextID, descriptor: descriptor, client: client,
          requestDeadline: Date().addingTimeInterval(limits.requestSeconds))
        connections[connection.id] = connection
      case .none:
        return
      case .refused:
        // Out of descriptors: a moment's pause rather than a loop that polls a listener it cannot
        // accept from; the connections' deadlines free some.
        usleep(20_000)
        return
      }
    }
  }

  /// Closes the oldest connection still sending its request when `client`, or all clients
  /// together, are at their limit, so that a new connection is served rather than refused.
  private func makeRoom(for client: String) {
    let groups: [(belongs: (ClientConnection) -> Bool, limit: Int)] = [
      ({ $0.client == client }, limits.connectionsPerClient), ({ _ in true }, limits.connections),
    ]
    for (belongs, limit) in groups {
      let group = connections.values.filter(belongs)
      guard group.count >= limit else { continue }
      let oldest = group.filter { if case .reading = $0.phase { true } else { false } }.min { $0.opened < $1.opened }
      if let oldest { drop(oldest) }
    }
  }

  /// Moves `connection` on by what its socket is ready for.
  private func progress(_ connection: ClientConnection) {
    switch connection.phase {
    case .reading:
      read(connection)
    case .writing(let bytes, let sent, let until):
      guard let sent = connection.send(bytes, from: sent) else { return drop(connection) }
      if sent < bytes.count {
        connection.phase = .writing(bytes, sent: sent, until: until)
      } else {
        connection.shutDownWriting()
        connection.phase = .draining(until: Date().addingTimeInterval(1), drained: 0)
      }
    case .draining(let until, let drained):
      switch connection.receive() {
      case .bytes(let bytes) where drained + bytes.count < 4 << 20:
        connection.phase = .draining(until: until, drained: drained + bytes.count)
      case .nothing:
        break
      default:
        drop(connection)
      }
    case .running:
      break
    }
  }

  /// Reads what arrived of `connection`'s request and answers it once it is whole.
  private func read(_ connection: ClientConnection) {
    while true {
      switch connection.receive() {
      case .bytes(let bytes):
        connection.received += bytes
        switch parser.parse(connection.received) {
        case .incomplete:
          continue
        case .failure(let error):
          return answer(connection, .error(error))
        case .request(let request):
          connection.received = []
          connection.isHead = request.method == "HEAD"
          guard request.method == "POST", request.path == "/api/run" else {
            return answer(connection, router.respond(to: request))
          }
          return startRun(request, on: connection)
        }
      case .nothing:
        return
      case .end:
        guard !connection.received.isEmpty else { return drop(connection) }
        return answer(
          connection, .error(HTTPError(status: .badRequest, message: "the request ended before it was whole")))
      case .failed:
        return drop(connection)
      }
    }
  }

  /// Runs the request on a thread of its own; its answer comes back through `finishedRuns`.
  private func startRun(_ request: HTTPRequest, on connection: ClientConnection) {
    guard runsUnderway < limits.maxRuns else {
      return answer(
        connection,
        .error(
          HTTPError(
            status: .serviceUnavailable,
            message: "the server has \(limits.maxRuns) runs waiting or running: run it again in a moment")))
    }
    runsUnderway += 1
    connection.phase = .running
    let id = connection.id
    let arrival = Date()
    Thread { [self, router] in
      let response = router.respond(to: request, arrival: arrival)
      finishedRuns.withLock { $0.append((id, response)) }
      wakeUp.wake()
    }.start()
  }

  private func sendFinishedRuns() {
    let finished = finishedRuns.withLock { runs -> [(Int, HTTPResponse)] in
      defer { runs = [] }
      return runs
    }
    for (id, response) in finished {
      runsUnderway -= 1
      if let connection = connections[id] { answer(connection, response) }
    }
  }

  /// Starts sending `response` on `connection`.
  private func answer(_ connection: ClientConnection, _ response: HTTPResponse) {
    connection.phase = .writing(
      response.serialized(includingBody: !connection.isHead), sent: 0,
      until: Date().addingTimeInterval(limits.writeSeconds))
    progress(connection)
  }

  /// Ends the phases whose deadline has passed: a request not whole gets 408; an answer not
  /// taken, or a client that does not close, is closed.
  private func expire() {
    let now = Date()
    for connection in Array(connections.values) {
      guard let deadline = connection.deadline, deadline <= now else { continue }
      if case .reading = connection.phase {
        answer(
          connection,
          .error(
            HTTPError(
              status: .requestTimeout,
              message: "the request did not arrive within \(PlaygroundRun.seconds(limits.requestSeconds)) s")))
      } else {
        drop(connection)
      }
    }
  }

  private func drop(_ connection: ClientConnection) {
    connection.close()
    connections[connection.id] = nil
  }

}
