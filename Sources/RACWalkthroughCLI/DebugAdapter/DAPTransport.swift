import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// Carries a session's messages over a byte stream: standard input and output as editors launch
/// adapters, a pipe in the tests, or a TCP connection (`--port`). Reads frames as they complete,
/// answers each, and writes the answers framed, numbered in the order they leave.
struct DAPTransport {
  /// Reads some bytes; an empty array at the end of the stream.
  let receive: () -> [UInt8]
  /// Writes all of the bytes; false when the other side is gone.
  let send: ([UInt8]) -> Bool

  /// Serves `session` until the client disconnects or the stream ends.
  func serve(_ session: DAPSession) {
    var reader = DAPFrameReader()
    var seq = 1
    while !session.isFinished {
      let bytes = receive()
      if bytes.isEmpty { return }
      reader.append(bytes)
      while let frame = reader.next() {
        for message in session.handle(frame) {
          guard send(DAPFrameReader.frame(message.data(seq: seq))) else { return }
          seq += 1
        }
        if session.isFinished { return }
      }
    }
  }

  /// Over two file descriptors (standard input and output; a pipe's ends).
  static func descriptors(input: Int32, output: Int32) -> DAPTransport {
    DAPTransport(
      receive: {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
          if count > 0 { return Array(buffer[..<count]) }
          if count < 0, errno == EINTR { continue }
          return []
        }
      },
      send: { bytes in
        var offset = 0
        while offset < bytes.count {
          let count = bytes.withUnsafeBytes { buffer -> Int in
            guard let start = buffer.baseAddress else { return 0 }
            return write(output, start + offset, buffer.count - offset)
          }
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { return false }
          offset += count
        }
        return true
      })
  }

  /// Over one accepted TCP connection (`--port`), with no read time limit: a person at a
  /// breakpoint may think for as long as they like.
  static func connection(_ connection: DAPConnection) -> DAPTransport {
    DAPTransport(receive: { connection.receive() }, send: { connection.send($0) })
  }
}
