import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The size of the terminal `step` draws its stops on, so that a stop fits the screen (its `→` line
/// and header never scroll away): the `LINES` / `COLUMNS` variables a shell exports when set, else
/// what the terminal says (`TIOCGWINSZ`, as `tput lines` asks it); nil off a terminal.
public struct TerminalSize: Equatable, Sendable {
  /// Rows on the screen.
  public var rows: Int
  /// Characters in a row; nil when unknown (a long line then counts as one row).
  public var columns: Int?

  /// A size given directly (`--height N`, tests).
  public init(rows: Int, columns: Int? = nil) {
    self.rows = rows
    self.columns = columns
  }

  /// The size of the terminal on standard output: `LINES` and `COLUMNS` win (a user or a test can
  /// set them), then the terminal's own answer; nil when neither says.
  public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalSize? {
    let window = windowSize()
    let rows = environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? window?.rows
    let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? window?.columns
    return rows.map { TerminalSize(rows: $0, columns: columns) }
  }

  /// `ioctl(STDOUT_FILENO, TIOCGWINSZ)`: the request's number differs between the systems (Darwin's
  /// header builds it with `_IOR`, which Swift does not import).
  private static func windowSize() -> (rows: Int, columns: Int)? {
    #if canImport(Darwin)
      let request: UInt = 0x4008_7468  // TIOCGWINSZ = _IOR('t', 104, struct winsize)
    #else
      let request = UInt(TIOCGWINSZ)
    #endif
    var size = winsize()
    guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_row), size.ws_col > 0 ? Int(size.ws_col) : 80)
  }
}
