import Foundation
import ObjCInterpreter
import RAC

/// `+[NSURLConnection rac_sendAsynchronousRequest:]` (NSURLConnection+RACSupport.m), which stays
/// the Swift core's with `--rac-source` too (`rac-source` says "kept native: the network"): a
/// signal that, for each subscription, loads the request's URL on a background queue of the run
/// and sends a `RACTuple` of the response and the data, then completes, or sends the loading's
/// error, as RAC's does with `+sendAsynchronousRequest:queue:completionHandler:`.
///
/// Only a `file:` URL beside or below the program's folder is loaded (`ProgramFolderFiles`);
/// another scheme, or a file outside the folder, is an error at the call: this tool reaches no
/// network.
enum URLConnectionBridge {
  /// `NSURLErrorFileDoesNotExist`, Foundation's error for a `file:` URL with no file.
  static let fileDoesNotExist = -1100

  static func register(in table: NativeClasses) {
    table.define("NSURLConnection", superclass: "NSObject") { c in
      c.classMethod("rac_sendAsynchronousRequest:") { call in
        guard let request = call.argument(0) else {
          throw call.fail("RAC assertion failed: request != nil (+rac_sendAsynchronousRequest:)")
        }
        guard let request = request as? URLRequestValue else {
          throw call.wrongArgument(0, expected: "an NSURLRequest")
        }
        let path = try ProgramFolderFiles.readablePath(of: request.url, call: call)
        return sendAsynchronousRequest(request, path: path)
      }
    }
  }

  /// The signal: RAC's `+createSignal:` whose subscription loads the file on a queue of its own
  /// (RAC's `NSOperationQueue` named `org.reactivecocoa.ReactiveCocoa.NSURLConnectionRACSupport`);
  /// disposing of it first drops the result, as RAC's suspends and cancels that queue.
  private static func sendAsynchronousRequest(_ request: URLRequestValue, path: String) -> RACSignal {
    RACSignal.createSignal { subscriber in
      let queue = DispatchQueueValue(
        kind: .global, label: "org.reactivecocoa.ReactiveCocoa.NSURLConnectionRACSupport", concurrent: true)
      let cancelled = RACDisposable()
      queue.async {
        guard !cancelled.isDisposed else { return }
        guard let data = contents(ofFile: path) else {
          subscriber.sendError(
            NSError(
              domain: NSURLErrorDomain, code: fileDoesNotExist,
              userInfo: [
                NSLocalizedDescriptionKey: "The requested URL was not found on this server.",
                NSURLErrorFailingURLStringErrorKey: request.url.url.absoluteString,
              ]))
          return
        }
        let response = URLResponseValue(url: request.url, expectedContentLength: data.count)
        subscriber.sendNext(RACTuple(response, BytesValue(data)))
        subscriber.sendCompleted()
      }
      return cancelled
    }.setNameWithFormat("+rac_sendAsynchronousRequest: %@", request)
  }

  /// The file's bytes, nil when it is no regular file, cannot be read or is larger than a program
  /// reads (`ProgramFolderFiles.maximumBytes`).
  private static func contents(ofFile path: String) -> Data? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      ((attributes[.size] as? NSNumber)?.intValue ?? 0) <= ProgramFolderFiles.maximumBytes
    else { return nil }
    return FileManager.default.contents(atPath: path)
  }
}
