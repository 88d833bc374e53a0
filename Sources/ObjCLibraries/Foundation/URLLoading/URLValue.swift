import Foundation
import ObjCInterpreter

/// An `NSURL`: a `file:` URL (`+fileURLWithPath:`, a bundle's resource) or any other one
/// (`+URLWithString:`), which the program may hold, compare and print; only a `file:` URL inside
/// the program's folder is ever read (`ProgramFolderFiles`).
final class URLValue: NativeObjectValue, Hashable, CustomStringConvertible, @unchecked Sendable {
  let url: URL

  init(_ url: URL) {
    self.url = url
  }

  var classChain: [String] { ["NSURL", "NSObject"] }
  var concreteClassName: String { "NSURL" }
  /// `-description` is the URL's absolute string, as Foundation's.
  var description: String { url.absoluteString }

  static func == (lhs: URLValue, rhs: URLValue) -> Bool { lhs.url == rhs.url }
  func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// An `NSURLRequest` for a URL (`+requestWithURL:`).
final class URLRequestValue: NativeObjectValue, CustomStringConvertible, @unchecked Sendable {
  let url: URLValue

  init(url: URLValue) {
    self.url = url
  }

  var classChain: [String] { ["NSURLRequest", "NSObject"] }
  var concreteClassName: String { "NSURLRequest" }
  var description: String { "<NSURLRequest: \(ValueDescription.address(of: self))> { URL: \(url) }" }
}

/// The `NSURLResponse` of a `file:` URL read: its URL, the MIME type its extension names and the
/// length of its data, as Foundation's file loader answers.
final class URLResponseValue: NativeObjectValue, CustomStringConvertible, @unchecked Sendable {
  let url: URLValue
  let expectedContentLength: Int

  init(url: URLValue, expectedContentLength: Int) {
    self.url = url
    self.expectedContentLength = expectedContentLength
  }

  var classChain: [String] { ["NSURLResponse", "NSObject"] }
  var concreteClassName: String { "NSURLResponse" }
  var description: String { "<NSURLResponse: \(ValueDescription.address(of: self))> { URL: \(url) }" }

  /// The MIME type of the file's extension (`application/json` for `.json`).
  var mimeType: String {
    switch url.url.pathExtension.lowercased() {
    case "json": return "application/json"
    case "txt", "text": return "text/plain"
    case "html", "htm": return "text/html"
    case "xml", "plist": return "application/xml"
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    default: return "application/octet-stream"
    }
  }
}

/// An immutable `NSData` holding bytes read from a file (`+dataWithContentsOfURL:`, a URL
/// connection's data): equal to another by its bytes.
final class BytesValue: NativeObjectValue, Hashable, CustomStringConvertible, @unchecked Sendable {
  let bytes: Data

  init(_ bytes: Data) {
    self.bytes = bytes
  }

  var classChain: [String] { ["NSData", "NSObject"] }
  var concreteClassName: String { "NSConcreteData" }
  /// Foundation's short form: `{length = 52, bytes = 0x5b0a2020 ... 0a5d0a}`.
  var description: String {
    let hex = { (slice: Data) in slice.map { String(format: "%02x", $0) }.joined() }
    guard bytes.count > 24 else { return "{length = \(bytes.count), bytes = 0x\(hex(bytes))}" }
    return "{length = \(bytes.count), bytes = 0x\(hex(bytes.prefix(16))) ... \(hex(bytes.suffix(8)))}"
  }

  static func == (lhs: BytesValue, rhs: BytesValue) -> Bool { lhs.bytes == rhs.bytes }
  func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
}

/// An `NSBundle`: the program's folder, whose files are its resources (`+mainBundle`,
/// `+bundleForClass:` of a spec's class: the folder the spec was read from).
final class BundleValue: NativeObjectValue, CustomStringConvertible, @unchecked Sendable {
  /// The folder, or nil for a program given as text (a post's listing, the playground).
  let folder: String?

  init(folder: String?) {
    self.folder = folder
  }

  var classChain: [String] { ["NSBundle", "NSObject"] }
  var concreteClassName: String { "NSBundle" }
  var description: String { "NSBundle <\(folder ?? "(no folder)")> (loaded)" }
}
