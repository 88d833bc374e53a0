import Foundation
import ObjCInterpreter

/// What a program may read at run time (issue 37's rule for `#import`, kept for its data): a
/// `file:` URL beside or below the folders its files were read from (`Run.readableFolders`);
/// nothing for a post's listing or the playground, which have no folder. Any other scheme is the
/// network, which this tool does not reach.
enum ProgramFolderFiles {
  /// The most a read takes (16 MiB): a program's test data, not a disk.
  static let maximumBytes = 16 << 20

  /// The path `url` names, once it is known to be a file the program may read; an error that
  /// names the rule broken otherwise.
  static func readablePath(of url: URLValue, call: NativeCall) throws -> String {
    guard url.url.isFileURL else {
      throw call.fail(
        "\(call.methodName): '\(url)' is not a file: URL; this tool does not reach the network (a program reads only files beside and below its folder)"
      )
    }
    let path = url.url.path
    // The folder itself is no file, and no secret: Foundation answers nil for it (`contents`).
    let folders = call.interpreter.run.readableFolders
    let isAFolderItself = folders.contains { ProgramReader.resolved($0) == ProgramReader.resolved(path) }
    guard isAFolderItself || ProgramReader.isInside(path, anyOf: folders) else {
      throw call.fail("\(call.methodName): '\(path)' not found: outside the program's folder")
    }
    return path
  }

  /// The bytes of the file at `path` (a path `readablePath` allowed); nil when there is no such
  /// regular file or it cannot be read, as Foundation answers.
  static func contents(ofFile path: String, call: NativeCall) throws -> Data? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular
    else { return nil }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumBytes else {
      throw call.fail("\(call.methodName): '\(path)' holds \(size) bytes; a program reads at most \(maximumBytes) here")
    }
    return FileManager.default.contents(atPath: path)
  }
}
