import Foundation
import ObjCInterpreter

/// `NSURL`, `NSURLRequest`, `NSURLResponse`, `NSBundle`'s resources and `NSData`'s contents of a
/// file, as RAC 2.5's NSURLConnectionRACSupportSpec.m uses them: a bundle is the program's folder,
/// a resource a `file:` URL in it, and only such files are read (`ProgramFolderFiles`).
enum FoundationURLLoading {
  static func register(in table: NativeClasses) {
    table.define("NSURL", superclass: "NSObject") { c in
      c.classMethod("URLWithString:") { call in
        guard let string = try call.optionalString(0) else { return nil }
        return URL(string: string).map(URLValue.init)
      }
      c.classMethod("fileURLWithPath:") { call in
        guard let path = try call.optionalString(0) else {
          throw call.fail("+[NSURL fileURLWithPath:]: a nil path raises NSInvalidArgumentException")
        }
        return URLValue(URL(fileURLWithPath: path))
      }
      c.instance("absoluteString") { call in try call.receiver(as: URLValue.self).url.absoluteString }
      c.instance("path") { call in
        let url = try call.receiver(as: URLValue.self).url
        return url.path.isEmpty ? nil : url.path
      }
      c.instance("scheme") { call in try call.receiver(as: URLValue.self).url.scheme }
      c.instance("host") { call in try call.receiver(as: URLValue.self).url.host }
      c.instance("lastPathComponent") { call in try call.receiver(as: URLValue.self).url.lastPathComponent }
      c.instance("pathExtension") { call in try call.receiver(as: URLValue.self).url.pathExtension }
      c.instance("isFileURL", returns: .bool) { call in CNumber.bool(try call.receiver(as: URLValue.self).url.isFileURL)
      }
    }
    table.define("NSURLRequest", superclass: "NSObject") { c in
      c.classMethod("requestWithURL:") { call in
        URLRequestValue(url: try call.requiredObject(0, URLValue.self, "an NSURL"))
      }
      c.initializer("initWithURL:") { call in
        URLRequestValue(url: try call.requiredObject(0, URLValue.self, "an NSURL"))
      }
      c.instance("URL") { call in try call.receiver(as: URLRequestValue.self).url }
    }
    table.define("NSURLResponse", superclass: "NSObject") { c in
      c.instance("URL") { call in try call.receiver(as: URLResponseValue.self).url }
      c.instance("MIMEType") { call in try call.receiver(as: URLResponseValue.self).mimeType }
      c.instance("expectedContentLength", returns: .longLong) { call in
        CNumber(integer: Int64(try call.receiver(as: URLResponseValue.self).expectedContentLength), type: .longLong)
      }
    }
    table.define("NSBundle", superclass: "NSObject") { c in
      c.classMethod("mainBundle") { call in programBundle(call) }
      c.classMethod("bundleForClass:") { call in programBundle(call) }
      c.instance("bundlePath") { call in try call.receiver(as: BundleValue.self).folder }
      c.instance("URLForResource:withExtension:") { call in
        guard let path = try resourcePath(call) else { return nil }
        return URLValue(URL(fileURLWithPath: path))
      }
      c.instance("pathForResource:ofType:") { call in try resourcePath(call) }
    }
    table.extend("NSData") { c in
      c.classMethod("dataWithContentsOfURL:") { call in
        let url = try call.requiredObject(0, URLValue.self, "an NSURL")
        let path = try ProgramFolderFiles.readablePath(of: url, call: call)
        return try ProgramFolderFiles.contents(ofFile: path, call: call).map(BytesValue.init)
      }
      c.classMethod("dataWithContentsOfFile:") { call in
        guard let path = try call.optionalString(0) else { return nil }
        let readable = try ProgramFolderFiles.readablePath(of: URLValue(URL(fileURLWithPath: path)), call: call)
        return try ProgramFolderFiles.contents(ofFile: readable, call: call).map(BytesValue.init)
      }
      c.instance("isEqualToData:", returns: .bool) { call in
        CNumber.bool(ObjCEquality.isEqual(call.receiver, call.argument(0)))
      }
    }
  }

  /// The program's bundle: the folder of its first file read from disk; none for text.
  private static func programBundle(_ call: NativeCall) -> BundleValue {
    BundleValue(folder: call.interpreter.run.readableFolders.first.map { ProgramReader.resolved($0) })
  }

  /// `-URLForResource:withExtension:` / `-pathForResource:ofType:`: the file `name.extension` in
  /// the bundle's folder, nil when there is none (as NSBundle answers); a name that leads out of
  /// the folder, or a program with no folder, is refused.
  private static func resourcePath(_ call: NativeCall) throws -> String? {
    let bundle = try call.receiver(as: BundleValue.self)
    guard let name = try call.optionalString(0) else { return nil }
    let file = try call.optionalString(1).map { $0.isEmpty ? name : name + "." + $0 } ?? name
    guard let folder = bundle.folder else {
      throw call.fail("\(call.methodName): '\(file)' not found: outside the program's folder (this program has none)")
    }
    let path = (folder as NSString).appendingPathComponent(file)
    guard ProgramReader.isInside(path, anyOf: [folder]) else {
      throw call.fail("\(call.methodName): '\(file)' not found: outside the program's folder")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
    return path
  }
}
